import type { ThrottlerStorage } from '@nestjs/throttler';

/**
 * Where hits are counted: @nestjs/throttler's storage contract, so any throttler storage fits.
 * Only its types are used: the package is CommonJS requiring the ESM-only @nestjs/common 12,
 * which Node loads (require(esm)) but Jest on Node < 24.9 cannot, so its guard is not used either.
 */
export type RateLimitStorage = ThrottlerStorage;
export type WindowRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** DI token: Redis storage with REDIS_URL, in-memory otherwise. */
export const RATE_LIMIT_STORAGE = Symbol('RATE_LIMIT_STORAGE');
