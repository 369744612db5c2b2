import type { WindowRecord } from './rate-limit-storage.port.js';

/** Limits are per minute (RATE_LIMIT_PER_MINUTE, organizations' rateLimitPerMinute). */
export const WINDOW_MS = 60_000;

/**
 * The one limiting rule, whichever storage counts: a fixed window per API key that opens with the
 * key's first request; once it holds more than `limit` hits, requests are refused until it closes.
 * The in-memory and the Redis storage both count this way, so the two deployments agree.
 */
export function windowRecord(
  hits: number,
  msLeft: number,
  limit: number,
): WindowRecord {
  const secondsLeft = Math.max(1, Math.ceil(msLeft / 1000));
  const isBlocked = hits > limit;
  return {
    totalHits: hits,
    timeToExpire: secondsLeft,
    isBlocked,
    timeToBlockExpire: isBlocked ? secondsLeft : 0,
  };
}
