// Front door of the data-provider adapters: the port, and the one list of adapters with their
// production origins. Adding a provider is one adapter file and one entry here.
import { APOLLO_BASE_URL, apolloAdapter } from './apollo.adapter.js';
import { HUNTER_BASE_URL, hunterAdapter } from './hunter.adapter.js';
import { PDL_BASE_URL, pdlAdapter } from './pdl.adapter.js';
import type { ProviderAdapter, ProviderId } from './provider.js';
import { PROVIDER_LABELS } from './provider-names.js';

export interface ProviderEntry {
  adapter: ProviderAdapter;
  /** the provider's production API origin; a test or a proxy passes its own in the context */
  baseUrl: string;
  /** what the provider calls itself, for reports and the dashboard */
  label: string;
}

export const PROVIDERS: Readonly<Record<ProviderId, ProviderEntry>> = {
  pdl: {
    adapter: pdlAdapter,
    baseUrl: PDL_BASE_URL,
    label: PROVIDER_LABELS.pdl,
  },
  apollo: {
    adapter: apolloAdapter,
    baseUrl: APOLLO_BASE_URL,
    label: PROVIDER_LABELS.apollo,
  },
  hunter: {
    adapter: hunterAdapter,
    baseUrl: HUNTER_BASE_URL,
    label: PROVIDER_LABELS.hunter,
  },
};

export { PROVIDER_IDS, PROVIDER_LABELS } from './provider-names.js';

export type {
  ProviderAdapter,
  ProviderContext,
  ProviderFact,
  ProviderId,
  ProviderOutcome,
  ProviderOutcomeKind,
  ProviderRequest,
} from './provider.js';
