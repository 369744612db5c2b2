// Which model failures are worth another try, how long to wait, and how to describe a failure
// without repeating what the server said (its messages can echo parts of a key).
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
} from 'openai';
import { ModelResponseError } from './model-client.js';

/** 408, 409, 429, 5xx, timeouts and connection failures. */
export function isTransientModelError(err: unknown): boolean {
  if (err instanceof APIUserAbortError) return false;
  if (err instanceof APIConnectionError) return true;
  if (err instanceof APIError) {
    const status = err.status ?? 0;
    return status === 408 || status === 409 || status === 429 || status >= 500;
  }
  return false;
}

/** Errors that come from talking to the model (as opposed to bugs of ours). */
export function isModelError(err: unknown): boolean {
  return err instanceof APIError || err instanceof ModelResponseError;
}

/** The server's Retry-After (ms or seconds, or an HTTP date), when it sent one. */
export function retryAfterMs(err: unknown): number | null {
  if (!(err instanceof APIError) || !err.headers) return null;
  const ms = Number(err.headers.get('retry-after-ms'));
  if (Number.isFinite(ms) && ms >= 0 && err.headers.has('retry-after-ms'))
    return ms;
  const value = err.headers.get('retry-after');
  if (value === null) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

/** A short description that is safe to log and store. */
export function describeModelError(err: unknown): string {
  if (err instanceof APIConnectionTimeoutError) return 'request timed out';
  if (err instanceof APIUserAbortError) return 'request aborted';
  if (err instanceof APIConnectionError) return 'connection failed';
  if (err instanceof APIError) {
    const code =
      typeof err.code === 'string' ? ` (${err.code.slice(0, 60)})` : '';
    return `HTTP ${err.status ?? '?'}${code}`;
  }
  if (err instanceof ModelResponseError) return err.message;
  return err instanceof Error ? err.name : 'unknown error';
}
