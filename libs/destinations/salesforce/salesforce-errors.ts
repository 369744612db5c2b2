// What Salesforce's answers mean, as the REST API's "Status Codes and Error Responses" documents
// them: 401 the session expired or is invalid (INVALID_SESSION_ID; the session layer renews it
// once, so a 401 here is the credentials); 403 refused, and with REQUEST_LIMIT_EXCEEDED the org's
// API request limit is spent; 300 an external ID matched several records; 5xx (503: the server is
// too busy) try later. An error body is a list of {message, errorCode, fields}. Every answer
// carries `Sforce-Limit-Info: api-usage=<used>/<limit>`, the org's daily API requests.
import { isJson } from '../../research/extract/json-object.js';
import type { CallResult } from './salesforce-session.js';

export type SalesforceFailure =
  | { kind: 'unauthorized'; detail: string }
  | { kind: 'forbidden'; detail: string; missing: string[] }
  | { kind: 'throttled'; retryAfterMs: number | null; reason: string }
  | { kind: 'unavailable'; reason: string; uncertain?: boolean };

/**
 * How long a spent API request limit keeps us away. Salesforce counts requests over a rolling 24
 * hours and does not say when enough have left the window: an hour, then one request tells.
 */
export const LIMIT_WAIT_MS = 3_600_000;

export interface SalesforceError {
  errorCode: string;
  message: string;
  fields: string[];
}

/** The failure an answer is, or null when the caller reads it (2xx, 300, a request's own 4xx). */
export function salesforceFailure(
  result: CallResult,
): SalesforceFailure | null {
  if (result.kind === 'token_refused')
    return {
      kind: 'unauthorized',
      detail: `${result.error}: ${result.description}`,
    };
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
  if (status < 400) return null;
  const first = errorsOf(result.json)[0];
  const message = first ? describeError(first) : `HTTP ${status}`;
  if (status === 401) return { kind: 'unauthorized', detail: message };
  if (status === 403 && first?.errorCode === 'REQUEST_LIMIT_EXCEEDED')
    return {
      kind: 'throttled',
      retryAfterMs: LIMIT_WAIT_MS,
      reason: 'REQUEST_LIMIT_EXCEEDED',
    };
  if (status === 403)
    return {
      kind: 'forbidden',
      detail: `refused by Salesforce: ${message}`,
      missing: first?.fields.length ? first.fields : [],
    };
  if (status >= 500) return { kind: 'unavailable', reason: `HTTP ${status}` };
  return null;
}

/** An error body's entries (a list; a single object is read as one). */
export function errorsOf(body: unknown): SalesforceError[] {
  const list = Array.isArray(body) ? body : isJson(body) ? [body] : [];
  return list.filter(isJson).flatMap((e) => {
    const errorCode =
      typeof e.errorCode === 'string'
        ? e.errorCode
        : typeof e.statusCode === 'string'
          ? e.statusCode
          : null;
    if (!errorCode) return [];
    return [
      {
        errorCode,
        message: typeof e.message === 'string' ? e.message.slice(0, 300) : '',
        fields: Array.isArray(e.fields)
          ? e.fields.filter((f): f is string => typeof f === 'string')
          : [],
      },
    ];
  });
}

export function describeError(error: SalesforceError): string {
  return error.message
    ? `${error.errorCode}: ${error.message}`
    : error.errorCode;
}

/** `Sforce-Limit-Info: api-usage=10018/100000`: the org's daily API requests used, and its limit. */
export function apiUsage(
  headers: Headers,
): { used: number; limit: number } | null {
  const match = /api-usage=(\d+)\/(\d+)/.exec(
    headers.get('sforce-limit-info') ?? '',
  );
  if (!match) return null;
  const used = Number(match[1]);
  const limit = Number(match[2]);
  return limit > 0 ? { used, limit } : null;
}

/**
 * Whether the org's usage says stop: past `sharePercent` of its daily API requests, what is left
 * belongs to the org's other integrations. The run ends (its records done so far kept) and the
 * destination waits as for REQUEST_LIMIT_EXCEEDED.
 */
export function usageStop(
  result: CallResult,
  sharePercent: number,
): SalesforceFailure | null {
  if (result.kind !== 'answered') return null;
  const usage = apiUsage(result.headers);
  if (!usage || usage.used * 100 < usage.limit * sharePercent) return null;
  return {
    kind: 'throttled',
    retryAfterMs: LIMIT_WAIT_MS,
    reason: `api-usage ${usage.used}/${usage.limit} is past our share (${sharePercent} %)`,
  };
}
