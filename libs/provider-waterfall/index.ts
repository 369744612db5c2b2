// Front door of the provider waterfall's rules (framework-free): what a provider is asked for,
// how it is asked, and which of its facts the record keeps, cited.
export { addProviderFacts, type Added } from './add-provider-facts.js';
export {
  askProvider,
  MAX_RETRY_AFTER_WAIT_MS,
  type Asked,
} from './ask-provider.js';
export { meetsMinimum, minimumOnScale } from './confidence-scale.js';
export {
  vetProviderFacts,
  type EmployerVerdict,
  type ProviderMatch,
  type VettedFact,
} from './vet-provider-facts.js';
export {
  factsTheProfileUses,
  missingFacts,
  personUnknown,
} from './wanted-facts.js';
