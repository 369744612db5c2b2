import { PROVIDER_IDS } from '../../../libs/providers/registry.js';
import type { ProviderId } from '../../../libs/providers/registry.js';

export { PROVIDER_IDS };

export function isProviderId(value: string): value is ProviderId {
  return (PROVIDER_IDS as readonly string[]).includes(value);
}

/** `gaps`: asked only for what the ICP needs and research left missing; `always`: every run. */
export const PROVIDER_MODES = ['gaps', 'always'] as const;
export type ProviderMode = (typeof PROVIDER_MODES)[number];

/** `invalid`: the provider refused the key (401/403); `paused`: out of credits this month. */
export type ProviderKeyStatus = 'valid' | 'invalid' | 'paused';

/** PDL's likelihood scale (1–10), the one the organization's minimum is stated on. */
export const DEFAULT_MIN_CONFIDENCE = 6;
