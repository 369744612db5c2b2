// The one table of data providers, keyed by id (the shape of libs/vendor-registry). Everything
// that names a provider derives from it: the ProviderId type, the organization-facing order, the
// labels, the configuration (PROVIDER_<ID>_API_KEY and PROVIDER_<ID>_BASE_URL, whose default is
// the production origin written here and nowhere else), the OpenAPI text, the CLI's and the
// dashboard's choices, the docs, the adapters a worker loads and the contract spec that runs over
// every one. Adding a provider is its adapter file and one entry here (docs/architecture.md).
// Reading this file loads no adapter: each is imported when a worker first needs it.
import type { VendorEntry } from '../vendor-registry/index.js';
import type { ProviderAdapter } from './provider.js';

export type ProviderEntry = VendorEntry<ProviderAdapter>;

export const PROVIDER_REGISTRY = {
  pdl: {
    label: 'People Data Labs',
    productionUrl: 'https://api.peopledatalabs.com',
    sends: 'the address, and the name when given',
    adapter: async () => (await import('./pdl.adapter.js')).pdlAdapter,
  },
  apollo: {
    label: 'Apollo',
    productionUrl: 'https://api.apollo.io',
    sends: 'the address, and the name when given',
    adapter: async () => (await import('./apollo.adapter.js')).apolloAdapter,
  },
  hunter: {
    label: 'Hunter',
    productionUrl: 'https://api.hunter.io',
    sends: 'the address only',
    adapter: async () => (await import('./hunter.adapter.js')).hunterAdapter,
  },
} satisfies Record<string, ProviderEntry>;

export type ProviderId = keyof typeof PROVIDER_REGISTRY;

/** The organization-facing order of the providers: the registry's. */
export const PROVIDER_IDS = Object.keys(
  PROVIDER_REGISTRY,
) as readonly ProviderId[];

/** Each provider's own name, for reports, the CLI and the dashboard. */
export const PROVIDER_LABELS = Object.fromEntries(
  PROVIDER_IDS.map((id) => [id, PROVIDER_REGISTRY[id].label]),
) as Readonly<Record<ProviderId, string>>;
