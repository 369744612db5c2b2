// One batch of people into Salesforce: Leads by default, or Contacts with their Accounts
// (salesforce-accounts.ts first, for the AccountId). Per object type two requests for up to 200
// people: their current values by SOQL on the external ID (the never-overwrite rule compares
// against them), then one sObject Collections upsert on that external ID, each record's outcome
// from its own result. The org's API usage is read from every answer: past our share, the run
// stops with what it finished.
import type {
  RecordOutcome,
  SharedOutcome,
  SyncItem,
  SyncOutcome,
} from '../destination.js';
import { mappedValues } from '../field-mapping.js';
import { decideWrites } from '../overwrite-rule.js';
import { accountOf, type SalesforceContext } from './salesforce-account.js';
import { syncAccounts } from './salesforce-accounts.js';
import { SALESFORCE_PATHS } from './salesforce-api.js';
import { usageStop } from './salesforce-errors.js';
import {
  isOwn,
  REQUIRED_FALLBACK,
  SOBJECTS,
  type SalesforceObject,
} from './salesforce-fields.js';
import { readCurrent, writeCollection } from './salesforce-records.js';
import { checkValues, standardValues } from './salesforce-values.js';

/** The external ID's value: the email, in lower case. */
const emailOf = (item: SyncItem) => item.actor.email.toLowerCase();

export async function syncSalesforce(
  items: SyncItem[],
  ctx: SalesforceContext,
): Promise<SyncOutcome> {
  const object: SalesforceObject =
    ctx.settings.objects === 'contact' ? 'contact' : 'lead';
  let shared: SharedOutcome[] = [];
  let accountIds = new Map<string, string>();
  let accountNotes = new Map<string, string>();
  if (object === 'contact') {
    const accounts = await syncAccounts(items, ctx);
    if ('failure' in accounts)
      return { ...accounts.failure, shared: accounts.shared };
    ({ ids: accountIds, shared, notes: accountNotes } = accounts.ok);
  }
  const fields = accountOf(ctx.account).fields[object];
  const key = ctx.settings.externalIdField;
  const targets = Object.keys(ctx.mapping[object] ?? {}).filter(
    (f) => !isOwn(f) && fields?.some((d) => d.name === f),
  );
  const read = await readCurrent(
    ctx,
    object,
    [key, ...targets, ...(object === 'contact' ? ['AccountId'] : [])],
    [{ field: key, values: items.map(emailOf) }],
  );
  if ('failure' in read) return { ...read.failure, shared };
  const current = new Map(
    read.records.map((r) => [(r[key] ?? '').toLowerCase(), r]),
  );

  const inputs = items.map((item) => {
    const now: Record<string, string> = current.get(emailOf(item)) ?? {};
    const values = mappedValues(ctx.mapping, object, item.actor);
    for (const [field, fallback] of Object.entries(REQUIRED_FALLBACK[object]))
      if (values[field] === undefined && !now[field])
        values[field] = fallback(item.actor);
    const domain = item.actor.companyDomain?.toLowerCase() ?? '';
    const accountId = accountIds.get(domain);
    if (accountId) values.AccountId = accountId;
    const decision = decideWrites({
      values,
      current: now,
      written: item.state[object]?.written ?? {},
      intended: item.state[object]?.intended ?? {},
      own: isOwn,
    });
    const checked = checkValues(decision.write, fields);
    return {
      item,
      write: checked.values,
      notes: [
        ...decision.kept.map(
          (f) => `${f}: kept, changed in Salesforce by a person`,
        ),
        ...checked.notes,
        ...(accountNotes.has(domain) ? [accountNotes.get(domain)!] : []),
      ],
    };
  });
  await ctx.recordIntent(
    inputs.map((i) => ({
      objectType: object,
      key: i.item.ref,
      values: standardValues(i.write),
    })),
  );
  const written = await writeCollection(
    ctx,
    'PATCH',
    SALESFORCE_PATHS.upsert(SOBJECTS[object], key),
    inputs.map((i) => ({
      attributes: { type: SOBJECTS[object] },
      ...i.write,
      [key]: emailOf(i.item),
    })),
  );
  if ('failure' in written) return { ...written.failure, shared };
  const records: RecordOutcome[] = inputs.map((input, n) => {
    const result = written.results[n]!;
    if (!result.ok)
      return {
        ref: input.item.ref,
        outcome: 'failed',
        message: result.message,
      };
    const domain = input.item.actor.companyDomain?.toLowerCase() ?? '';
    const accountId = accountIds.get(domain);
    return {
      ref: input.item.ref,
      outcome: 'synced',
      crmIds: { [object]: result.id, ...(accountId && { account: accountId }) },
      written: { [object]: standardValues(input.write) },
      ...(input.notes.length && { notes: input.notes }),
    };
  });
  const stop = usageStop(written.res, ctx.settings.apiShare);
  if (stop) return { ...stop, records, shared };
  return { kind: 'done', records, shared };
}
