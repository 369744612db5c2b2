import { PROVIDER_REGISTRY } from '../../../libs/providers/registry.js';
import { vendorVariables, type VendorWords } from '../vendor-variables.js';
import { int } from './values.js';

/** The words of each provider's two variables, from its registry entry. */
export const PROVIDER_WORDS: VendorWords = {
  apiKey: (entry) =>
    `An instance-wide ${entry.label} API key, for single-team installs: every organization that has not set its own ${entry.label} key (\`provider:set\`) uses it, after its own providers. Never logged. What is sent: ${entry.sends} (README, docs/providers).`,
  baseUrl: (entry) =>
    `${entry.label} API origin (tests point it at a loopback fixture server).`,
};

// The data providers (docs/providers): each registered provider's instance-wide key and origin
// (derived from libs/providers/registry.ts: PROVIDER_<ID>_API_KEY, PROVIDER_<ID>_BASE_URL), then
// what applies to them all.
export const providerVariables = {
  ...vendorVariables('PROVIDER', PROVIDER_REGISTRY, PROVIDER_WORDS),
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
