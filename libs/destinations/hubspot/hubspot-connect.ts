// Connecting a portal: one cheap call checks the token and tells its scopes (private-app tokens;
// a service key may not be told, then a missing write scope shows at the first sync), the
// account's details give the record links and time zone, and our property group and properties
// are created where missing. Idempotent: a second connect creates nothing.
import { isJson } from '../../research/extract/json-object.js';
import type { ConnectOutcome } from '../destination.js';
import {
  accountOf,
  hubspotCall,
  portalProperties,
  type HubSpotAccount,
  type HubSpotContext,
} from './hubspot-account.js';
import {
  HUBSPOT_PATHS,
  HUBSPOT_REQUIRED_SCOPES,
  type HubSpotObject,
} from './hubspot-api.js';
import { hubspotFailure, messageOf } from './hubspot-errors.js';
import { OUR_GROUP, OUR_PROPERTIES } from './hubspot-properties.js';

type Refusal = Exclude<ConnectOutcome, { kind: 'ready' }>;

export async function connectHubSpot(
  ctx: HubSpotContext,
): Promise<ConnectOutcome> {
  const now = ctx.now();
  const info = await hubspotCall(ctx, 'POST', HUBSPOT_PATHS.tokenInfo, {
    tokenKey: ctx.credentials.token,
  });
  // The token check describes private-app tokens; whether it describes a service key is not
  // documented, so its refusal is not the last word: the account's details (below) are.
  const infoFailure = refusal(hubspotFailure(info, now));
  if (infoFailure?.kind === 'unavailable') return infoFailure;
  const token =
    info.kind === 'answered' && info.status === 200 && isJson(info.json)
      ? info.json
      : null;
  const scopes = Array.isArray(token?.scopes)
    ? token.scopes.filter((s): s is string => typeof s === 'string')
    : null;
  if (scopes) {
    const missing = HUBSPOT_REQUIRED_SCOPES.filter((s) => !scopes.includes(s));
    if (missing.length)
      return {
        kind: 'forbidden',
        detail: `missing scopes: ${missing.join(', ')}`,
        missing,
      };
  }
  const details = await hubspotCall(ctx, 'GET', HUBSPOT_PATHS.accountDetails);
  const detailsFailure = refusal(hubspotFailure(details, now));
  if (detailsFailure && detailsFailure.kind !== 'forbidden')
    return detailsFailure;
  const d =
    details.kind === 'answered' && isJson(details.json) ? details.json : {};
  const account: HubSpotAccount = {
    ...accountOf(null),
    portalId: numberOr(d.portalId, token?.hubId),
    appId: numberOr(token?.appId, undefined),
    ...(typeof d.uiDomain === 'string' && { uiDomain: d.uiDomain }),
    ...(typeof d.timeZone === 'string' && { timeZone: d.timeZone }),
    scopes,
  };
  for (const [object, key] of [
    ['contacts', 'contact'],
    ['companies', 'company'],
  ] as const) {
    const set = await ensureProperties(ctx, object);
    if ('kind' in set) return set;
    account.properties[key] = set.properties;
  }
  return {
    kind: 'ready',
    account: account as unknown as Record<string, unknown>,
    accountLabel: `HubSpot portal ${account.portalId ?? '(unknown)'}`,
    notes: [],
  };
}

/** The object's properties, ours created first where missing. */
async function ensureProperties(
  ctx: HubSpotContext,
  object: HubSpotObject,
): Promise<{ properties: HubSpotAccount['properties']['contact'] } | Refusal> {
  const now = ctx.now();
  const listed = await hubspotCall(
    ctx,
    'GET',
    HUBSPOT_PATHS.properties(object),
  );
  const failure = refusal(hubspotFailure(listed, now));
  if (failure) return failure;
  if (listed.kind !== 'answered' || listed.status !== 200)
    return {
      kind: 'unavailable',
      reason: `listing ${object} properties: ${describe(listed)}`,
    };
  const properties = portalProperties(listed.json);
  const have = new Set(properties.map((p) => p.name));
  const missing = OUR_PROPERTIES[object].filter((p) => !have.has(p.name));
  if (!missing.length) return { properties };
  // The group first; one that exists already answers 409, which is fine.
  const group = await hubspotCall(
    ctx,
    'POST',
    HUBSPOT_PATHS.propertyGroups(object),
    OUR_GROUP,
  );
  const groupFailure = refusal(hubspotFailure(group, now));
  if (groupFailure) return groupFailure;
  if (group.kind === 'answered' && group.status >= 400 && group.status !== 409)
    return {
      kind: 'unavailable',
      reason: `creating our ${object} property group: ${describe(group)}`,
    };
  const created = await hubspotCall(
    ctx,
    'POST',
    HUBSPOT_PATHS.createProperties(object),
    {
      inputs: missing,
    },
  );
  const createFailure = refusal(hubspotFailure(created, now));
  if (createFailure) return createFailure;
  if (created.kind === 'answered' && created.status >= 400)
    return {
      kind: 'unavailable',
      reason: `creating our ${object} properties: ${describe(created)}`,
    };
  return {
    properties: [
      ...properties,
      ...missing.map((p) => ({
        name: p.name,
        label: p.label,
        type: p.type,
        ...(p.options && { options: p.options.map((o) => o.value) }),
      })),
    ],
  };
}

function refusal(failure: ReturnType<typeof hubspotFailure>): Refusal | null {
  if (!failure) return null;
  if (failure.kind === 'throttled')
    return {
      kind: 'unavailable',
      reason: `HubSpot asked us to wait (${failure.reason})`,
    };
  if (failure.kind === 'unavailable')
    return { kind: 'unavailable', reason: failure.reason };
  return failure;
}

function describe(result: Awaited<ReturnType<typeof hubspotCall>>): string {
  if (result.kind !== 'answered') return result.kind;
  return `HTTP ${result.status}${messageOf(result.json) ? `: ${messageOf(result.json)}` : ''}`;
}

function numberOr(a: unknown, b: unknown): number | null {
  if (typeof a === 'number') return a;
  if (typeof b === 'number') return b;
  return null;
}
