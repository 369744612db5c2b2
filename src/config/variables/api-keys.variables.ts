import { z } from 'zod';
import { bool, int } from './values.js';

// API keys: their form, how long a verified one is trusted, and how many requests each may make.
export const apiKeyVariables = {
  /**
   * The fixed part of every API key, `<prefix>_live_<random>`: 2-10 lowercase letters or digits.
   */
  API_KEY_PREFIX: z
    .string()
    .regex(
      /^[a-z][a-z0-9]{1,9}$/,
      'must be 2-10 lowercase letters or digits, starting with a letter',
    )
    .default('se'),
  /**
   * How long a verified key is trusted without a database look-up; bounds how long a revoked key
   * still works.
   */
  API_KEY_CACHE_TTL_MS: int(5000, 0, 60000),
  /**
   * Per-API-key rate limiting: counters in Redis with `REDIS_URL`, in memory on the embedded
   * default. Never in `APP_ROLE=worker`, which serves no API.
   */
  RATE_LIMIT_ENABLED: bool(true),
  /**
   * Requests per API key per minute, unless its organization has its own limit (`org:update
   * --rate-limit`).
   */
  RATE_LIMIT_PER_MINUTE: int(600, 1, 1_000_000),
};
