// One contract over every registered data provider (libs/providers/registry.ts), each against
// its loopback fixture: a provider added to the registry is held to it without a line here.
import { describeAdapterContract } from '../../test/support/fixtures/providers/adapter-contract.js';
import { startProviderFixture } from '../../test/support/fixtures/providers/index.js';
import { PROVIDER_IDS, PROVIDER_REGISTRY } from './registry.js';

for (const id of PROVIDER_IDS)
  describeAdapterContract(id, PROVIDER_REGISTRY[id].adapter, (options) =>
    startProviderFixture(id, options),
  );
