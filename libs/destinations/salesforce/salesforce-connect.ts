// Connecting an org: a session from the client credentials flow (the consumer key and secret
// checked), one cheap call that proves API access and reads the daily request limit (`limits`),
// then `describe` of Lead, Contact and Account: what the integration user may create and edit,
// our external ID fields (text, External ID and Unique) and our custom fields. What is missing is
// named, as Salesforce names it (Object.Field), for the admin to set up (docs/destinations/salesforce.md).
// Creates nothing: custom fields are the admin's to create (Setup), not an API integration's.
import { isJson, type Json } from '../../research/extract/json-object.js';
import type { ConnectOutcome } from '../destination.js';
import {
  type DescribedField,
  type SalesforceAccount,
  type SalesforceContext,
} from './salesforce-account.js';
import { SALESFORCE_PATHS } from './salesforce-api.js';
import { errorsOf, salesforceFailure } from './salesforce-errors.js';
import {
  ACCOUNT_KEY,
  isOwn,
  SOBJECTS,
  type SalesforceObject,
} from './salesforce-fields.js';
import {
  requestSession,
  salesforceCall,
  type CallResult,
} from './salesforce-session.js';

type Refusal = Exclude<ConnectOutcome, { kind: 'ready' }>;

export async function connectSalesforce(
  ctx: SalesforceContext,
): Promise<ConnectOutcome> {
  const session = await requestSession(ctx);
  if (!('accessToken' in session))
    return refusal(session) ?? { kind: 'unavailable', reason: 'no session' };
  const notes: string[] = [];
  const account: SalesforceAccount = {
    orgId: session.orgId,
    instanceUrl: session.instanceUrl ?? ctx.credentials.instanceUrl,
    dailyApiMax: null,
    fields: {},
  };

  const limits = await salesforceCall(ctx, 'GET', SALESFORCE_PATHS.limits);
  const limitsRefused = refusal(limits);
  if (limitsRefused && limitsRefused.kind !== 'forbidden') return limitsRefused;
  if (limitsRefused)
    notes.push(
      'the org’s limits are not readable (the integration user lacks “View Setup and Configuration”): our hourly budget assumes 15,000 requests a day',
    );
  else account.dailyApiMax = dailyMax(limits);

  for (const object of Object.keys(SOBJECTS) as SalesforceObject[]) {
    const described = await salesforceCall(
      ctx,
      'GET',
      SALESFORCE_PATHS.describe(SOBJECTS[object]),
    );
    const failure = refusal(described);
    if (failure && failure.kind !== 'forbidden') return failure;
    account.fields[object] = failure ? [] : describedFields(described);
    const perms: Json =
      !failure && described.kind === 'answered' && isJson(described.json)
        ? described.json
        : {};
    if (perms.createable !== true || perms.updateable !== true)
      account.fields[object] = (account.fields[object] ?? []).map((f) => ({
        ...f,
        createable: f.createable && perms.createable === true,
        updateable: f.updateable && perms.updateable === true,
      }));
  }

  const missing = missingSetup(ctx, account);
  if (missing.length)
    return {
      kind: 'forbidden',
      detail: `missing in Salesforce: ${missing.join(', ')}`,
      missing,
    };
  const label = account.orgId ?? new URL(ctx.credentials.instanceUrl).host;
  return {
    kind: 'ready',
    account: account as unknown as Record<string, unknown>,
    accountLabel: `Salesforce org ${label}`,
    notes,
  };
}

/**
 * What the settings need and the org lacks: the objects we write (create and edit), the external
 * ID fields, our mapped custom fields. A standard field the user may not write is not refused:
 * the records go without it and say so.
 */
function missingSetup(
  ctx: SalesforceContext,
  account: SalesforceAccount,
): string[] {
  const person: SalesforceObject =
    ctx.settings.objects === 'contact' ? 'contact' : 'lead';
  const used: Array<[SalesforceObject, string]> = [
    [person, ctx.settings.externalIdField],
    ...(person === 'contact'
      ? [['account', ACCOUNT_KEY] as [SalesforceObject, string]]
      : []),
  ];
  const missing: string[] = [];
  for (const [object, key] of used) {
    const sobject = SOBJECTS[object];
    const fields = account.fields[object] ?? [];
    if (!fields.length) {
      missing.push(`${sobject} (not visible to the integration user)`);
      continue;
    }
    if (!fields.some((f) => f.createable)) missing.push(`${sobject}: create`);
    if (!fields.some((f) => f.updateable)) missing.push(`${sobject}: edit`);
    const keyField = fields.find((f) => f.name === key);
    if (!keyField || !keyField.externalId || !keyField.unique)
      missing.push(`${sobject}.${key} (a text field, External ID and Unique)`);
    else if (!keyField.createable && !keyField.updateable)
      missing.push(`${sobject}.${key} (not writable by the integration user)`);
    for (const name of Object.keys(ctx.mapping[object] ?? {}).filter(isOwn)) {
      const field = fields.find((f) => f.name === name);
      if (!field) missing.push(`${sobject}.${name}`);
      else if (!field.updateable && !field.createable)
        missing.push(
          `${sobject}.${name} (not writable by the integration user)`,
        );
    }
  }
  return [...new Set(missing)];
}

function dailyMax(result: CallResult): number | null {
  if (result.kind !== 'answered' || !isJson(result.json)) return null;
  const daily = result.json.DailyApiRequests;
  return isJson(daily) && typeof daily.Max === 'number' ? daily.Max : null;
}

function describedFields(result: CallResult): DescribedField[] {
  const body =
    result.kind === 'answered' && isJson(result.json) ? result.json : {};
  const fields = Array.isArray(body.fields) ? body.fields : [];
  return fields.filter(isJson).flatMap((f) => {
    if (typeof f.name !== 'string' || typeof f.type !== 'string') return [];
    const picklist =
      f.type === 'picklist' && Array.isArray(f.picklistValues)
        ? f.picklistValues
            .filter(isJson)
            .filter((v) => v.active !== false)
            .flatMap((v) => (typeof v.value === 'string' ? [v.value] : []))
        : undefined;
    return [
      {
        name: f.name,
        label: typeof f.label === 'string' ? f.label : f.name,
        type: f.type,
        createable: f.createable === true,
        updateable: f.updateable === true,
        externalId: f.externalId === true,
        unique: f.unique === true,
        ...(picklist && { picklist }),
      },
    ];
  });
}

function refusal(result: CallResult): Refusal | null {
  const failure = salesforceFailure(result);
  if (failure?.kind === 'throttled')
    return {
      kind: 'unavailable',
      reason: `Salesforce asked us to wait (${failure.reason})`,
    };
  if (failure) return failure;
  if (result.kind === 'answered' && result.status >= 400) {
    const first = errorsOf(result.json)[0];
    if (result.status === 404)
      return {
        kind: 'forbidden',
        detail: first?.message ?? 'not found',
        missing: [],
      };
    return {
      kind: 'unavailable',
      reason: first
        ? `${first.errorCode}: ${first.message}`
        : `HTTP ${result.status}`,
    };
  }
  return null;
}
