// The companies of a batch, one request per step for all of them: searched by domain (the search
// API, with its own, lower limit: a budget of its own), found ones updated by id (the
// never-overwrite rule), missing ones upserted by our unique `se_domain` property, so that a retry
// after a crash updates the company it created instead of making a second one. A rep-made company
// found by its domain is stamped with `se_domain`. At most three requests for a batch's companies.
import type { SharedOutcome, SyncItem } from '../destination.js';
import { companiesOfBatch, type BatchCompany } from '../batch-companies.js';
import { decideWrites } from '../overwrite-rule.js';
import {
  hubspotCall,
  type HubSpotAccount,
  type HubSpotContext,
} from './hubspot-account.js';
import { HUBSPOT_PATHS, HUBSPOT_SEARCH_VALUES } from './hubspot-api.js';
import {
  hubspotFailure,
  messageOf,
  type HubSpotFailure,
} from './hubspot-errors.js';
import { COMPANY_KEY, OWN_PREFIX } from './hubspot-properties.js';
import { checkValues, objectsOf, recordErrorsOf } from './hubspot-values.js';

export interface CompaniesInStep {
  /** domain → company id */
  ids: Map<string, string>;
  shared: SharedOutcome[];
  /** domain → why its company is not in step */
  notes: Map<string, string>;
}

export type CompaniesResult =
  | { ok: CompaniesInStep }
  | { failure: HubSpotFailure; shared: SharedOutcome[] };

const own = (name: string) => name.startsWith(OWN_PREFIX);

export async function syncCompanies(
  items: SyncItem[],
  ctx: HubSpotContext,
  account: HubSpotAccount,
): Promise<CompaniesResult> {
  const result: CompaniesInStep = {
    ids: new Map(),
    shared: [],
    notes: new Map(),
  };
  const companies = companiesOfBatch(items, ctx.mapping, 'company');
  if (!companies.length) return { ok: result };
  const targets = Object.keys(ctx.mapping.company ?? {}).filter((p) => !own(p));
  const current = new Map<
    string,
    { id: string; properties: Record<string, string | null> }
  >();
  const stop = (failure: HubSpotFailure): CompaniesResult => ({
    failure,
    shared: result.shared,
  });

  const unknown = companies.filter((c) => !current.has(c.domain));
  for (let i = 0; i < unknown.length; i += HUBSPOT_SEARCH_VALUES) {
    const domains = unknown
      .slice(i, i + HUBSPOT_SEARCH_VALUES)
      .map((c) => c.domain);
    const found = await hubspotCall(
      ctx,
      'POST',
      HUBSPOT_PATHS.search('companies'),
      {
        filterGroups: [
          {
            filters: [
              { propertyName: COMPANY_KEY, operator: 'IN', values: domains },
            ],
          },
          {
            filters: [
              { propertyName: 'domain', operator: 'IN', values: domains },
            ],
          },
        ],
        properties: [...new Set([...targets, 'domain', COMPANY_KEY])],
        limit: 200,
      },
      'search',
    );
    const failure = hubspotFailure(found, ctx.now(), account.timeZone);
    if (failure) return stop(failure);
    // Ours (stamped with se_domain) first, then the lowest id: the oldest company of the domain.
    const hits = objectsOf(found.kind === 'answered' ? found.json : null).sort(
      (a, b) =>
        Number(!a.properties[COMPANY_KEY]) -
          Number(!b.properties[COMPANY_KEY]) || Number(a.id) - Number(b.id),
    );
    for (const hit of hits) {
      const domain = (
        hit.properties[COMPANY_KEY] ??
        hit.properties.domain ??
        ''
      ).toLowerCase();
      if (domains.includes(domain) && !current.has(domain))
        current.set(domain, hit);
    }
  }

  const prepared = companies.map((c) => {
    const found = current.get(c.domain);
    const decision = decideWrites({
      values: { ...c.values, [COMPANY_KEY]: c.domain },
      current: found?.properties ?? {},
      written: c.state?.written ?? {},
      intended: c.state?.intended ?? {},
      own,
    });
    const checked = checkValues(decision.write, account.properties.company);
    return { ...c, id: found?.id ?? null, write: checked.values };
  });
  await ctx.recordIntent(
    prepared.map((c) => ({
      objectType: 'company',
      key: c.domain,
      values: standard(c.write),
    })),
  );

  const updates = prepared.filter((c) => c.id);
  if (updates.length) {
    const res = await hubspotCall(
      ctx,
      'POST',
      HUBSPOT_PATHS.batchUpdate('companies'),
      {
        inputs: updates.map((c) => ({ id: c.id, properties: c.write })),
      },
    );
    const failure = hubspotFailure(res, ctx.now(), account.timeZone);
    if (failure) return stop(failure);
    settle(res, updates, result, (c, o) => o.id === c.id);
  }
  const creates = prepared.filter((c) => !c.id);
  if (creates.length) {
    const res = await hubspotCall(
      ctx,
      'POST',
      HUBSPOT_PATHS.batchUpsert('companies'),
      {
        inputs: creates.map((c) => ({
          id: c.domain,
          idProperty: COMPANY_KEY,
          objectWriteTraceId: c.domain,
          properties: c.write,
        })),
      },
    );
    const failure = hubspotFailure(res, ctx.now(), account.timeZone);
    if (failure) return stop(failure);
    settle(res, creates, result, (c, o) =>
      o.traceId
        ? o.traceId === c.domain
        : o.properties[COMPANY_KEY] === c.domain,
    );
  }
  return { ok: result };
}

/** One company per domain, with the values of the batch's first signup there. */
function settle(
  res: Awaited<ReturnType<typeof hubspotCall>>,
  companies: Array<BatchCompany & { write: Record<string, string> }>,
  result: CompaniesInStep,
  matches: (
    c: BatchCompany & { id?: string | null },
    o: ReturnType<typeof objectsOf>[number],
  ) => boolean,
): void {
  const answered = res.kind === 'answered' ? res : null;
  const objects = objectsOf(answered?.json);
  const errors = recordErrorsOf(answered?.json);
  const refusedAll =
    answered && answered.status >= 400
      ? (messageOf(answered.json) ?? `HTTP ${answered.status}`)
      : null;
  for (const c of companies) {
    const done = objects.find((o) => matches(c, o));
    if (done) {
      result.ids.set(c.domain, done.id);
      result.shared.push({
        objectType: 'company',
        key: c.domain,
        crmId: done.id,
        written: standard(c.write),
      });
      continue;
    }
    const error = errors.find(
      (e) =>
        e.names.includes(c.domain) ||
        e.names.includes(String((c as { id?: string }).id)),
    );
    result.notes.set(
      c.domain,
      `company not written: ${error?.message ?? refusedAll ?? 'HubSpot did not say why'}`,
    );
  }
}

function standard(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter(([name]) => !own(name)),
  );
}
