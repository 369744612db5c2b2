// What connect() learns about a portal and later calls read: which portal and app, where its
// records are shown, its time zone (the daily limit resets at its midnight), the token's scopes
// when HubSpot tells them, and the properties a value may be written to.
import { isJson, type Json } from '../../research/extract/json-object.js';
import type { DestinationContext, HttpResult } from '../destination.js';
import { HUBSPOT_BURST_LIMITS } from '../registry.js';
import type { PortalProperty } from './hubspot-properties.js';

export interface HubSpotAccount {
  portalId: number | null;
  appId: number | null;
  uiDomain: string;
  timeZone: string;
  /** null: HubSpot did not say (a service key); a missing one shows at the first write */
  scopes: string[] | null;
  properties: { contact: PortalProperty[]; company: PortalProperty[] };
}

export interface HubSpotCredentials {
  token: string;
}

/** Burst limits per tier (https://developers.hubspot.com/docs/developer-tooling/platform/usage-guidelines). */
export const HUBSPOT_TIERS = HUBSPOT_BURST_LIMITS;

export type HubSpotTier = keyof typeof HUBSPOT_TIERS;

export interface HubSpotSettings {
  tier: HubSpotTier;
  /** requests per 10 s; null: the tier's */
  burstLimit: number | null;
  /** erasure: keep the CRM record (default) or delete the contact (GDPR delete, permanent) */
  erase: 'keep' | 'delete';
}

export type HubSpotContext = DestinationContext<
  HubSpotCredentials,
  HubSpotSettings
>;

export function accountOf(json: Json | null): HubSpotAccount {
  const a = (json ?? {}) as Partial<HubSpotAccount>;
  return {
    portalId: a.portalId ?? null,
    appId: a.appId ?? null,
    uiDomain: a.uiDomain ?? 'app.hubspot.com',
    timeZone: a.timeZone ?? 'UTC',
    scopes: a.scopes ?? null,
    properties: a.properties ?? { contact: [], company: [] },
  };
}

/** One JSON call to HubSpot with the token. */
export function hubspotCall(
  ctx: HubSpotContext,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  budget?: string,
): Promise<HttpResult> {
  return ctx.http.request({
    method,
    url: `${ctx.baseUrl.replace(/\/$/, '')}${path}`,
    headers: { authorization: `Bearer ${ctx.credentials.token}` },
    ...(body !== undefined && { body: JSON.stringify(body) }),
    ...(budget && { budget }),
  });
}

/** The writable properties of a `GET /crm/v3/properties/{object}` answer. */
export function portalProperties(body: unknown): PortalProperty[] {
  const results =
    isJson(body) && Array.isArray(body.results) ? body.results : [];
  return results.filter(isJson).flatMap((p) => {
    if (typeof p.name !== 'string' || typeof p.type !== 'string') return [];
    const meta = isJson(p.modificationMetadata) ? p.modificationMetadata : {};
    if (meta.readOnlyValue === true || p.calculated === true) return [];
    const options = Array.isArray(p.options)
      ? p.options
          .filter(isJson)
          .flatMap((o) => (typeof o.value === 'string' ? [o.value] : []))
      : undefined;
    return [
      {
        name: p.name,
        label: typeof p.label === 'string' ? p.label : p.name,
        type: p.type,
        ...(p.type === 'enumeration' && { options }),
      },
    ];
  });
}
