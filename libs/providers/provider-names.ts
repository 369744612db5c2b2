// The providers' ids and names alone, without their adapters: what the configuration, the CLI's
// config-only commands and the dashboard need, so that loading them loads no adapter and none of
// the research code the adapters' vocabulary mapping uses (test/cli/admin-startup keeps it so).
import type { ProviderId } from './provider.js';

/** Each provider's own name, for reports, the CLI and the dashboard; its keys are the ids. */
export const PROVIDER_LABELS: Readonly<Record<ProviderId, string>> = {
  pdl: 'People Data Labs',
  apollo: 'Apollo',
  hunter: 'Hunter',
};

/** The organization-facing order of the providers (the same as the adapters' list). */
export const PROVIDER_IDS = Object.keys(
  PROVIDER_LABELS,
) as readonly ProviderId[];
