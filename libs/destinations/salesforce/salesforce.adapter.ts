// Salesforce (REST API, https://developer.salesforce.com/docs/platform/api-rest/guide): a Lead per
// person by default, or a Contact with its Account, upserted with sObject Collections on an
// external ID field holding the email (up to 200 records a call), through the OAuth 2.0 client
// credentials flow of a connected app. Plain HTTP over DestinationHttp rather than jsforce: every
// request must pass the mechanism's SSRF guard, host check, request budget and time limit (jsforce
// brings its own HTTP transport), a spent limit must come back as an outcome rather than an
// exception to unwrap, and the loopback fake in tests is reached the same way as Salesforce.
import {
  DestinationInputError,
  type DestinationAdapter,
  type EraseItem,
  type MappableTarget,
  type RecordOutcome,
  type SyncOutcome,
} from '../destination.js';
import {
  accountOf,
  type SalesforceContext,
  type SalesforceCredentials,
  type SalesforceSettings,
} from './salesforce-account.js';
import { SALESFORCE_BATCH_SIZE, SALESFORCE_PATHS } from './salesforce-api.js';
import { connectSalesforce } from './salesforce-connect.js';
import {
  describeError,
  errorsOf,
  salesforceFailure,
} from './salesforce-errors.js';
import {
  ACCOUNT_KEY,
  DEFAULT_PERSON_KEY,
  isOwn,
  SALESFORCE_DEFAULT_MAPPING,
  type SalesforceObject,
} from './salesforce-fields.js';
import { salesforceCall } from './salesforce-session.js';
import { syncSalesforce } from './salesforce-sync.js';

/** A daily API request limit we assume when the org's is not readable (Developer Edition's). */
const ASSUMED_DAILY_LIMIT = 15_000;

/** Errors of a delete that mean the record is gone already: done. */
const GONE = new Set(['ENTITY_IS_DELETED', 'INVALID_CROSS_REFERENCE_KEY']);

export const salesforceAdapter: DestinationAdapter<
  SalesforceCredentials,
  SalesforceSettings
> = {
  kind: 'salesforce',
  documentedVersion: 'Salesforce REST API v62.0, sObject Collections',
  changes: ['enriched', 'scored', 'rescored', 'erased'],
  delivery: 'at-least-once',
  // Salesforce counts requests a day, not a second: a burst waits for full batches of 200 (two
  // requests each), and for two quiet seconds before the rest goes; nothing waits over a minute.
  batching: {
    maxRecords: SALESFORCE_BATCH_SIZE,
    quietMs: 2000,
    maxWaitMs: 60_000,
    minIntervalMs: 0,
    batchesPerRun: 2,
  },
  objects: [
    { type: 'lead', keyedBy: 'actor', label: 'Lead' },
    { type: 'contact', keyedBy: 'actor', label: 'Contact' },
    { type: 'account', keyedBy: 'domain', label: 'Account' },
  ],
  defaultMapping: SALESFORCE_DEFAULT_MAPPING,

  parseCredentials(input) {
    const raw = input.instanceUrl?.trim();
    if (!raw)
      throw new DestinationInputError('instanceUrl', 'must not be empty');
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new DestinationInputError('instanceUrl', 'is not a URL');
    }
    if (
      !['https:', 'http:'].includes(url.protocol) ||
      url.username ||
      url.password ||
      url.search ||
      url.hash
    )
      throw new DestinationInputError(
        'instanceUrl',
        'must be the org’s My Domain URL: https://<name>.my.salesforce.com',
      );
    const clientId = input.clientId?.trim();
    const clientSecret = input.clientSecret?.trim();
    for (const [name, value] of [
      ['clientId', clientId],
      ['clientSecret', clientSecret],
    ] as const)
      if (!value || /\s/.test(value) || value.length > 500)
        throw new DestinationInputError(
          name,
          value
            ? 'is not a connected app’s consumer key or secret'
            : 'must not be empty',
        );
    return {
      instanceUrl: url.origin,
      clientId: clientId!,
      clientSecret: clientSecret!,
    };
  },

  parseSettings(input, current) {
    const objects = (input.objects ?? current?.objects ?? 'lead') as
      'lead' | 'contact';
    if (objects !== 'lead' && objects !== 'contact')
      throw new DestinationInputError('objects', 'must be lead or contact');
    const externalIdField =
      input.externalIdField?.trim() ||
      current?.externalIdField ||
      DEFAULT_PERSON_KEY;
    if (!/^[A-Za-z][A-Za-z0-9_]{0,38}__c$/.test(externalIdField))
      throw new DestinationInputError(
        'externalIdField',
        'must be a custom field’s API name, e.g. SE_Email__c',
      );
    const erase = (input.erase ?? current?.erase ?? 'keep') as
      'keep' | 'delete';
    if (erase !== 'keep' && erase !== 'delete')
      throw new DestinationInputError('erase', 'must be keep or delete');
    const raw = input.apiShare;
    let apiShare = current?.apiShare ?? 80;
    if (raw !== undefined && raw !== '') {
      if (!/^\d{1,3}$/.test(raw) || +raw < 1 || +raw > 100)
        throw new DestinationInputError(
          'apiShare',
          'must be a whole percentage from 1 to 100',
        );
      apiShare = Number(raw);
    }
    return { objects, externalIdField, erase, apiShare };
  },

  describeCredentials(credentials) {
    return `${new URL(credentials.instanceUrl).host}, consumer key …${credentials.clientId.slice(-4)}`;
  },

  budgets(credentials, settings, json) {
    const daily = accountOf(json).dailyApiMax ?? ASSUMED_DAILY_LIMIT;
    // Our share of the org's daily requests, spread over the day: an hour's worth at most per
    // rolling hour, so a backfill cannot spend the org's day in its first minutes.
    return {
      default: {
        key: `salesforce:${new URL(credentials.instanceUrl).host}:${credentials.clientId.slice(-12)}`,
        limit: Math.max(
          SALESFORCE_BATCH_SIZE,
          Math.floor((daily * settings.apiShare) / 100 / 24),
        ),
        windowMs: 3_600_000,
      },
    };
  },

  connect: connectSalesforce,
  sync: syncSalesforce,

  // Called for erasures only with `erase: delete` (the mechanism keeps the record otherwise).
  erase: deletePeople,

  recordUrl(_objectType, crmId, json) {
    const { instanceUrl } = accountOf(json);
    if (!instanceUrl) return null;
    // Salesforce opens a record at <instance URL>/<id> (Lightning or Classic, as the user prefers).
    return `${instanceUrl.replace(/\/$/, '')}/${encodeURIComponent(crmId)}`;
  },

  mappableTargets(json) {
    const { fields } = accountOf(json);
    const targets = (object: SalesforceObject): MappableTarget[] =>
      (fields[object] ?? [])
        .filter(
          (f) =>
            (f.createable || f.updateable) &&
            !f.externalId &&
            f.type !== 'reference' &&
            f.name !== ACCOUNT_KEY,
        )
        .map((f) => ({ name: f.name, label: f.label, own: isOwn(f.name) }));
    return {
      lead: targets('lead'),
      contact: targets('contact'),
      account: targets('account'),
    };
  },
};

/**
 * `--erase delete`: the person's Lead or Contact deleted (sObject Collections delete, by the ids
 * we stored, up to 200 a request; to the org's Recycle Bin, as a delete in Salesforce's app). An
 * Account is never deleted: it holds no person's data.
 */
async function deletePeople(
  items: EraseItem[],
  ctx: SalesforceContext,
): Promise<SyncOutcome> {
  const records: RecordOutcome[] = [];
  const targets: Array<{ ref: string; id: string }> = [];
  for (const item of items) {
    const id = item.crmIds.lead ?? item.crmIds.contact;
    if (id) targets.push({ ref: item.ref, id });
    else
      records.push({
        ref: item.ref,
        outcome: 'skipped',
        reason: 'no Lead or Contact was written',
      });
  }
  for (let i = 0; i < targets.length; i += SALESFORCE_BATCH_SIZE) {
    const group = targets.slice(i, i + SALESFORCE_BATCH_SIZE);
    const res = await salesforceCall(
      ctx,
      'DELETE',
      SALESFORCE_PATHS.deleteIds(group.map((t) => t.id)),
    );
    const failure = salesforceFailure(res);
    if (failure) return { ...failure, records };
    const answers =
      res.kind === 'answered' && Array.isArray(res.json) ? res.json : [];
    group.forEach((target, n) => {
      const answer = answers[n] as { success?: unknown; errors?: unknown };
      const errors = errorsOf(answer?.errors);
      if (answer?.success === true || errors.some((e) => GONE.has(e.errorCode)))
        records.push({
          ref: target.ref,
          outcome: 'synced',
          crmIds: {},
          written: {},
        });
      else
        records.push({
          ref: target.ref,
          outcome: 'failed',
          message: errors.length
            ? errors.map(describeError).join('; ')
            : `not deleted (HTTP ${res.kind === 'answered' ? res.status : '?'})`,
        });
    });
  }
  return { kind: 'done', records };
}
