// The two requests every object type takes, shared by people and accounts: its current values
// read by SOQL (what the never-overwrite rule compares against), and one sObject Collections
// write (upsert on an external ID, or update by Id) with allOrNone=false, whose answer lists one
// result per record, in the order sent: `success`, the record's `id`, or its `errors`.
import { isJson } from '../../research/extract/json-object.js';
import type { SalesforceContext } from './salesforce-account.js';
import {
  SALESFORCE_MAX_QUERY_CHARS,
  SALESFORCE_PATHS,
} from './salesforce-api.js';
import {
  describeError,
  errorsOf,
  salesforceFailure,
  usageStop,
  type SalesforceFailure,
} from './salesforce-errors.js';
import { SOBJECTS, type SalesforceObject } from './salesforce-fields.js';
import { salesforceCall, type CallResult } from './salesforce-session.js';
import { inClauses } from './salesforce-values.js';

export type CurrentRecord = { Id: string } & Record<string, string>;

/** The records of `object` whose `where` fields hold one of `values`, with `fields`. */
export async function readCurrent(
  ctx: SalesforceContext,
  object: SalesforceObject,
  fields: string[],
  where: Array<{ field: string; values: string[] }>,
): Promise<{ records: CurrentRecord[] } | { failure: SalesforceFailure }> {
  const select = [...new Set(['Id', ...fields])].join(', ');
  const records: CurrentRecord[] = [];
  for (const { field, values } of where) {
    if (!values.length) continue;
    for (const group of inClauses(values, SALESFORCE_MAX_QUERY_CHARS)) {
      const soql = `SELECT ${select} FROM ${SOBJECTS[object]} WHERE ${field} IN (${group.join(',')})`;
      const res = await salesforceCall(
        ctx,
        'GET',
        SALESFORCE_PATHS.query(soql),
      );
      const failure =
        salesforceFailure(res) ?? usageStop(res, ctx.settings.apiShare);
      if (failure) return { failure };
      if (res.kind !== 'answered' || res.status !== 200)
        return { failure: refusedRequest(res) };
      const rows =
        isJson(res.json) && Array.isArray(res.json.records)
          ? res.json.records
          : [];
      for (const row of rows.filter(isJson))
        if (typeof row.Id === 'string')
          records.push(
            Object.fromEntries(
              Object.entries(row)
                .filter(([k]) => k !== 'attributes')
                .map(([k, v]) => [
                  k,
                  v === null || v === undefined ? '' : String(v),
                ]),
            ) as CurrentRecord,
          );
    }
  }
  return { records };
}

export type WriteResult =
  { ok: true; id: string } | { ok: false; message: string };

/**
 * One collection write; per record its id or Salesforce's words. A 300 (the external ID matched
 * several records) or a 400 for the whole request fails every record of it with that answer.
 */
export async function writeCollection(
  ctx: SalesforceContext,
  method: 'PATCH',
  path: string,
  records: Array<Record<string, unknown>>,
): Promise<
  { results: WriteResult[]; res: CallResult } | { failure: SalesforceFailure }
> {
  const res = await salesforceCall(ctx, method, path, {
    allOrNone: false,
    records,
  });
  const failure = salesforceFailure(res);
  if (failure) return { failure };
  if (res.kind !== 'answered') return { failure: refusedRequest(res) };
  if (res.status === 300 || res.status >= 400 || !Array.isArray(res.json)) {
    const first = errorsOf(res.json)[0];
    const message =
      res.status === 300
        ? 'the external ID matches more than one record (300): make the field Unique'
        : first
          ? describeError(first)
          : `HTTP ${res.status}`;
    return { results: records.map(() => ({ ok: false, message })), res };
  }
  const answers = res.json;
  return {
    res,
    results: records.map((_, i) => {
      const answer = answers[i];
      if (
        isJson(answer) &&
        answer.success === true &&
        typeof answer.id === 'string'
      )
        return { ok: true, id: answer.id };
      const errors = errorsOf(isJson(answer) ? answer.errors : null);
      return {
        ok: false,
        message: errors.length
          ? errors.map(describeError).join('; ')
          : 'refused by Salesforce without a reason',
      };
    }),
  };
}

/** A request refused for itself (a query Salesforce could not run): retried, and said why. */
function refusedRequest(res: CallResult): SalesforceFailure {
  if (res.kind !== 'answered') return { kind: 'unavailable', reason: res.kind };
  const first = errorsOf(res.json)[0];
  return {
    kind: 'unavailable',
    reason: first ? describeError(first) : `HTTP ${res.status}`,
  };
}
