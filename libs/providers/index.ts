// Front door of the data providers: the port, the registry (one entry per provider, everything
// else derived from it) and the adapters a worker loads from it.
import { loadAdapters } from '../vendor-registry/index.js';
import type { ProviderAdapter } from './provider.js';
import { PROVIDER_REGISTRY, type ProviderId } from './registry.js';

/** Every registered provider's adapter, by id: what a worker asks (loaded once, at start). */
export type ProviderAdapters = Readonly<Record<ProviderId, ProviderAdapter>>;

export const loadProviderAdapters = (): Promise<ProviderAdapters> =>
  loadAdapters(PROVIDER_REGISTRY);

export {
  PROVIDER_IDS,
  PROVIDER_LABELS,
  PROVIDER_REGISTRY,
  type ProviderEntry,
  type ProviderId,
} from './registry.js';

export type {
  ProviderAdapter,
  ProviderContext,
  ProviderFact,
  ProviderOutcome,
  ProviderOutcomeKind,
  ProviderRequest,
} from './provider.js';
