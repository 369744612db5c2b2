import { z } from 'zod';
import { int, url } from './values.js';

// The data providers (docs/providers): instance-wide keys, where each is reached, answer reuse.
export const providerVariables = {
  /**
   * An instance-wide People Data Labs API key, for single-team installs: every organization that
   * has not set its own PDL key (`provider:set`) uses it, after its own providers. Never logged.
   * What is sent: the address, and the name when given (README, docs/providers).
   */
  PROVIDER_PDL_API_KEY: z.string().min(1).optional(),
  /** An instance-wide Apollo API key, as `PROVIDER_PDL_API_KEY`. */
  PROVIDER_APOLLO_API_KEY: z.string().min(1).optional(),
  /** An instance-wide Hunter API key, as `PROVIDER_PDL_API_KEY`. */
  PROVIDER_HUNTER_API_KEY: z.string().min(1).optional(),
  /** People Data Labs API base (tests point it at a loopback fixture server). */
  PROVIDER_PDL_BASE_URL: url(['https', 'http']).default(
    'https://api.peopledatalabs.com',
  ),
  /** Apollo API base. */
  PROVIDER_APOLLO_BASE_URL: url(['https', 'http']).default(
    'https://api.apollo.io',
  ),
  /** Hunter API base. */
  PROVIDER_HUNTER_BASE_URL: url(['https', 'http']).default(
    'https://api.hunter.io',
  ),
  /**
   * How long a data provider's answer (a match or a no-match) is reused for the same organization
   * and address (or domain): a re-enrichment within it costs no credit. Never shared across
   * organizations. 0 = never reused.
   */
  PROVIDER_CACHE_TTL_MS: int(2_592_000_000, 0, 31_536_000_000),
  /**
   * Time for one data provider request; a slower answer counts as unavailable and is retried
   * while the research run's time limit (`ENRICHMENT_JOB_TIMEOUT_MS`) leaves room.
   */
  PROVIDER_TIMEOUT_MS: int(8000, 100, 120_000),
};
