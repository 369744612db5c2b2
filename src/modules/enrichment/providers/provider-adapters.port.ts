import {
  loadProviderAdapters,
  type ProviderAdapters,
} from '../../../../libs/providers/index.js';

export type { ProviderAdapters };

/** DI token: every registered data provider's adapter, by id, loaded once when a worker starts. */
export const PROVIDER_ADAPTERS = Symbol('PROVIDER_ADAPTERS');

/** The adapters from the registry (libs/providers/registry.ts): a worker's only list of them. */
export const providerAdaptersFactory = {
  provide: PROVIDER_ADAPTERS,
  useFactory: (): Promise<ProviderAdapters> => loadProviderAdapters(),
};
