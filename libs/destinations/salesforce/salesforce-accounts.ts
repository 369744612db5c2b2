// The Accounts of a batch (the Contact + Account option), one request per step for all of them:
// read by our external ID SE_Domain__c or by Website (the standard field a rep fills; Salesforce
// has no domain field to match on, so the website's forms of the domain are asked for), found
// ones updated by Id under the never-overwrite rule and stamped with SE_Domain__c, missing ones
// upserted on SE_Domain__c, so that a retry after a crash updates the Account it created instead
// of making a second one. At most three requests for a batch's accounts.
import type { SharedOutcome, SyncItem } from '../destination.js';
import { companiesOfBatch } from '../batch-companies.js';
import { decideWrites } from '../overwrite-rule.js';
import { accountOf, type SalesforceContext } from './salesforce-account.js';
import { SALESFORCE_PATHS } from './salesforce-api.js';
import { type SalesforceFailure } from './salesforce-errors.js';
import { ACCOUNT_KEY, isOwn, REQUIRED_FALLBACK } from './salesforce-fields.js';
import {
  readCurrent,
  writeCollection,
  type CurrentRecord,
} from './salesforce-records.js';
import { checkValues, standardValues } from './salesforce-values.js';

export interface AccountsInStep {
  /** domain → Account id */
  ids: Map<string, string>;
  shared: SharedOutcome[];
  /** domain → why its Account is not in step */
  notes: Map<string, string>;
}

export type AccountsResult =
  | { ok: AccountsInStep }
  | { failure: SalesforceFailure; shared: SharedOutcome[] };

export async function syncAccounts(
  items: SyncItem[],
  ctx: SalesforceContext,
): Promise<AccountsResult> {
  const result: AccountsInStep = {
    ids: new Map(),
    shared: [],
    notes: new Map(),
  };
  const companies = companiesOfBatch(items, ctx.mapping, 'account');
  if (!companies.length) return { ok: result };
  const fields = accountOf(ctx.account).fields.account;
  const targets = Object.keys(ctx.mapping.account ?? {}).filter(
    (f) => !isOwn(f) && fields?.some((d) => d.name === f),
  );
  const domains = companies.map((c) => c.domain);
  const read = await readCurrent(
    ctx,
    'account',
    [ACCOUNT_KEY, 'Website', ...targets],
    [
      { field: ACCOUNT_KEY, values: domains },
      { field: 'Website', values: domains.flatMap(websiteForms) },
    ],
  );
  if ('failure' in read) return { failure: read.failure, shared: [] };
  const found = matchAccounts(read.records, domains);

  const prepared = companies.map((c) => {
    const current = found.get(c.domain);
    const values = { ...c.values };
    for (const [field, fallback] of Object.entries(REQUIRED_FALLBACK.account))
      if (values[field] === undefined && !current?.[field])
        values[field] = fallback({ email: '', companyDomain: c.domain });
    const decision = decideWrites({
      values,
      current: current ?? {},
      written: c.state?.written ?? {},
      intended: c.state?.intended ?? {},
      own: isOwn,
    });
    const checked = checkValues(decision.write, fields);
    return { ...c, id: current?.Id ?? null, write: checked.values };
  });
  await ctx.recordIntent(
    prepared.map((c) => ({
      objectType: 'account',
      key: c.domain,
      values: standardValues(c.write),
    })),
  );

  for (const [group, path, record] of [
    [
      prepared.filter((c) => c.id),
      SALESFORCE_PATHS.collections,
      (c: (typeof prepared)[number]) => ({ id: c.id }),
    ],
    [
      prepared.filter((c) => !c.id),
      SALESFORCE_PATHS.upsert('Account', ACCOUNT_KEY),
      () => ({}),
    ],
  ] as const) {
    if (!group.length) continue;
    const written = await writeCollection(
      ctx,
      'PATCH',
      path,
      group.map((c) => ({
        attributes: { type: 'Account' },
        ...record(c),
        ...c.write,
        [ACCOUNT_KEY]: c.domain,
      })),
    );
    if ('failure' in written)
      return { failure: written.failure, shared: result.shared };
    group.forEach((c, n) => {
      const answer = written.results[n]!;
      if (!answer.ok) {
        result.notes.set(c.domain, `account not written: ${answer.message}`);
        return;
      }
      result.ids.set(c.domain, answer.id);
      result.shared.push({
        objectType: 'account',
        key: c.domain,
        crmId: answer.id,
        written: standardValues(c.write),
      });
    });
  }
  return { ok: result };
}

/** How a rep may have typed the company's website: with or without scheme and www. */
export function websiteForms(domain: string): string[] {
  return ['', 'www.'].flatMap((www) =>
    ['', 'http://', 'https://'].map((scheme) => `${scheme}${www}${domain}`),
  );
}

/** Per domain: ours (SE_Domain__c) first, else the oldest Account whose website is that domain. */
function matchAccounts(
  records: CurrentRecord[],
  domains: string[],
): Map<string, CurrentRecord> {
  const found = new Map<string, CurrentRecord>();
  const sorted = [...records].sort(
    (a, b) =>
      Number(!a[ACCOUNT_KEY]) - Number(!b[ACCOUNT_KEY]) ||
      a.Id.localeCompare(b.Id),
  );
  for (const record of sorted) {
    const domain = (
      record[ACCOUNT_KEY] ||
      (record.Website ?? '')
        .replace(/^https?:\/\//i, '')
        .replace(/^www\./i, '')
        .replace(/\/$/, '')
    ).toLowerCase();
    if (domains.includes(domain) && !found.has(domain))
      found.set(domain, record);
  }
  return found;
}

/** One Account per domain, with the values of the batch's first person there. */
