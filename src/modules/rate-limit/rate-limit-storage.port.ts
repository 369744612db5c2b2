/** One API key's fixed window after a hit: what the guard needs to answer and set headers. */
export interface WindowRecord {
  /** hits in the current window, this one included */
  totalHits: number;
  /** seconds until the window closes (at least 1) */
  timeToExpire: number;
  /** true once the window holds more hits than the limit */
  isBlocked: boolean;
  /** seconds a blocked key stays blocked: the rest of the window, 0 when not blocked */
  timeToBlockExpire: number;
}

/**
 * Where hits are counted: in memory (one process) or in Redis (shared by every API process).
 * The shape follows @nestjs/throttler's storage contract, which inspired it, without the package.
 */
export interface RateLimitStorage {
  /** Counts one hit for `key` in a window of `ttlMs` that opens with the key's first hit. */
  increment(key: string, ttlMs: number, limit: number): Promise<WindowRecord>;
}

/** DI token: Redis storage with REDIS_URL, in-memory otherwise. */
export const RATE_LIMIT_STORAGE = Symbol('RATE_LIMIT_STORAGE');
