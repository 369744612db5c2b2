// Front door of the provider waterfall's rules (framework-free): whether a provider is asked and
// for what, how it is asked, and which of its facts the record keeps, cited.
export { addProviderFacts, type Added } from './add-provider-facts.js';
export {
  budgetSpent,
  endsTurn,
  missingCompanyFacts,
  rateLimitPauseMs,
  skipReason,
  wantsCompany,
  type ChainedProvider,
} from './asking-rules.js';
export {
  askProvider,
  MAX_RETRY_AFTER_WAIT_MS,
  type Asked,
} from './ask-provider.js';
export { meetsMinimum, minimumOnScale } from './confidence-scale.js';
export {
  blankReport,
  takeAnswer,
  type AnswerLine,
  type AskedFor,
} from './provider-answer.js';
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
