// One HTTP exchange with a provider, bounded by a timer we hold and clear (never
// AbortSignal.timeout: see libs/time-limit), with the body read as JSON. What a status *means*
// differs per provider (Hunter's 403 is a rate limit, Apollo's 422 can be "out of credits"), so
// this answers with the status, headers and body, and each adapter decides.
import { describeCause } from '../errors/error-cause.js';
import { isJson, type Json } from '../research/extract/json-object.js';
import { TimeLimit } from '../time-limit/index.js';
import type { ProviderContext } from './provider.js';

/** A provider answer larger than this is not an enrichment record; it is refused. */
const MAX_BODY_BYTES = 1_000_000;

export interface ProviderAnswer {
  kind: 'answered';
  status: number;
  headers: Headers;
  /** the body as a JSON object; null when it was empty or not a JSON object */
  body: Json | null;
}

export interface ProviderUnreachable {
  kind: 'unavailable';
  /** `timeout`, `ECONNREFUSED`, `aborted`, `oversized body`… never the key or the email */
  reason: string;
}

export interface ProviderHttpRequest {
  method: 'GET' | 'POST';
  url: URL;
  headers: Record<string, string>;
  body?: string;
}

export async function exchange(
  request: ProviderHttpRequest,
  ctx: ProviderContext,
): Promise<ProviderAnswer | ProviderUnreachable> {
  const limit = new TimeLimit(ctx.timeLimitMs, { signal: ctx.signal });
  try {
    return await limit.race(send(request, limit.signal));
  } catch (err) {
    const reason = limit.timedOut() ? 'timeout' : describeCause(err);
    return { kind: 'unavailable', reason };
  } finally {
    limit.dispose();
  }
}

async function send(
  request: ProviderHttpRequest,
  signal: AbortSignal,
): Promise<ProviderAnswer | ProviderUnreachable> {
  const res = await fetch(request.url, {
    method: request.method,
    headers: { accept: 'application/json', ...request.headers },
    body: request.body,
    signal,
    // A provider API does not redirect an enrichment call; following one would send the key
    // somewhere its owner never chose.
    redirect: 'error',
  });
  const text = await readCapped(res);
  if (text === null) return { kind: 'unavailable', reason: 'oversized body' };
  return {
    kind: 'answered',
    status: res.status,
    headers: res.headers,
    body: parseObject(text),
  };
}

async function readCapped(res: Response): Promise<string | null> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseObject(text: string): Json | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return isJson(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * How long a 429 asks us to wait: `Retry-After` in seconds or as an HTTP date (RFC 9110), else
 * the provider's own reset header when given (`resetHeader`, an epoch-seconds number or a date).
 * Null when neither says; the caller then uses its own pause.
 */
export function retryAfterMs(
  headers: Headers,
  now: Date,
  resetHeader?: string,
): number | null {
  const retryAfter = headers.get('retry-after');
  if (retryAfter !== null) {
    const fromValue = waitFrom(retryAfter, now, 'seconds');
    if (fromValue !== null) return fromValue;
  }
  const reset = resetHeader ? headers.get(resetHeader) : null;
  return reset === null ? null : waitFrom(reset, now, 'epoch');
}

function waitFrom(
  raw: string,
  now: Date,
  numbers: 'seconds' | 'epoch',
): number | null {
  const value = raw.trim();
  if (/^\d+(\.\d+)?$/.test(value)) {
    const n = Number(value);
    const ms = numbers === 'seconds' ? n * 1000 : n * 1000 - now.getTime();
    return Math.max(0, Math.round(ms));
  }
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}
