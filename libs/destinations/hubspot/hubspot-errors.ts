// What HubSpot's answers mean, as its reference documents them
// (https://developers.hubspot.com/docs/api-reference/error-handling): 401 the token is wrong or
// revoked; 403 MISSING_SCOPES names the scopes; 429 with X-HubSpot-RateLimit-* headers and a
// policy (TEN_SECONDLY_ROLLING, SECONDLY, DAILY); 423 locked, 477 migration, 5xx: try later.
// "All fields should be treated as optional in any error parsing."
import { isJson } from '../../research/extract/json-object.js';
import type { HttpResult } from '../destination.js';

export type HubSpotFailure =
  | { kind: 'unauthorized'; detail: string }
  | { kind: 'forbidden'; detail: string; missing: string[] }
  | { kind: 'throttled'; retryAfterMs: number | null; reason: string }
  | { kind: 'unavailable'; reason: string; uncertain?: boolean };

/** The failure an answer is, or null for a 2xx (a 207's per-record errors are the caller's). */
export function hubspotFailure(
  result: HttpResult,
  now: Date,
  timeZone?: string,
): HubSpotFailure | null {
  if (result.kind === 'over_budget')
    return {
      kind: 'throttled',
      retryAfterMs: result.waitMs,
      reason: 'budget',
    };
  if (result.kind === 'unreachable')
    return {
      kind: 'unavailable',
      reason: result.reason,
      uncertain: result.sent,
    };
  const { status } = result;
  if (status >= 200 && status < 300) return null;
  const message = messageOf(result.json) ?? `HTTP ${status}`;
  if (status === 401) return { kind: 'unauthorized', detail: message };
  if (status === 403) {
    const missing = missingScopes(result.json);
    return {
      kind: 'forbidden',
      detail: missing.length
        ? `missing scopes: ${missing.join(', ')}`
        : `forbidden: ${message} (HubSpot did not name the scopes)`,
      missing,
    };
  }
  if (status === 429)
    return {
      kind: 'throttled',
      retryAfterMs: rateLimitWait(result, now, timeZone),
      reason: policyOf(result.json) ?? 'RATE_LIMIT',
    };
  if (status === 423)
    return { kind: 'throttled', retryAfterMs: 2000, reason: 'LOCKED' };
  if (status === 477)
    return {
      kind: 'throttled',
      retryAfterMs: retryAfterHeader(result.headers) ?? 2000,
      reason: 'MIGRATION_IN_PROGRESS',
    };
  if (status >= 500) return { kind: 'unavailable', reason: `HTTP ${status}` };
  // Any other 4xx is about the request itself: the caller reads it (a record refused).
  return null;
}

/** HubSpot's own words for a refusal, for a person to read. */
export function messageOf(body: unknown): string | null {
  if (!isJson(body)) return null;
  return typeof body.message === 'string' ? body.message.slice(0, 300) : null;
}

/**
 * The scopes a 403 names: `errors[].context.requiredGranularScopes`, else `requiredScopes`, else
 * the top-level `context.missingScopes` (the variants seen in HubSpot's answers); only strings
 * shaped like scopes.
 */
export function missingScopes(body: unknown): string[] {
  if (!isJson(body)) return [];
  const lists: unknown[] = [];
  const errors = Array.isArray(body.errors) ? body.errors : [];
  for (const key of ['requiredGranularScopes', 'requiredScopes'])
    for (const error of errors)
      if (isJson(error) && isJson(error.context))
        lists.push(error.context[key]);
  if (isJson(body.context)) lists.push(body.context.missingScopes);
  for (const list of lists) {
    const scopes = (Array.isArray(list) ? list : []).filter(
      (s): s is string =>
        typeof s === 'string' && /^[a-z][a-z0-9._-]+$/.test(s),
    );
    if (scopes.length) return [...new Set(scopes)];
  }
  return [];
}

function policyOf(body: unknown): string | null {
  return isJson(body) && typeof body.policyName === 'string'
    ? body.policyName
    : null;
}

/**
 * How long a 429 asks us to wait: Retry-After when sent, else by its policy: the rolling ten
 * seconds (the interval header), a second, or the day (until midnight in the portal's time zone).
 */
export function rateLimitWait(
  result: Extract<HttpResult, { kind: 'answered' }>,
  now: Date,
  timeZone = 'UTC',
): number {
  const header = retryAfterHeader(result.headers);
  if (header !== null) return header;
  const policy = policyOf(result.json);
  if (policy === 'DAILY') return untilMidnight(now, timeZone);
  if (policy === 'SECONDLY') return 1000;
  const interval = Number(
    result.headers.get('x-hubspot-ratelimit-interval-milliseconds'),
  );
  return Number.isFinite(interval) && interval > 0 ? interval : 10_000;
}

function retryAfterHeader(headers: Headers): number | null {
  const value = headers.get('retry-after');
  if (value === null || !/^\d+(\.\d+)?$/.test(value.trim())) return null;
  return Math.round(Number(value) * 1000);
}

/** Milliseconds until the next midnight in `timeZone` (HubSpot's daily limit resets then). */
export function untilMidnight(now: Date, timeZone: string): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hour12: false,
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(now);
  } catch {
    return untilMidnight(now, 'UTC');
  }
  const get = (type: string) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  // Some runtimes write midnight as hour 24.
  const elapsed =
    (((get('hour') % 24) * 60 + get('minute')) * 60 + get('second')) * 1000 +
    now.getMilliseconds();
  return 86_400_000 - elapsed;
}
