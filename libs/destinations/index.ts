// Front door of the destinations' framework-free part: the contract every adapter implements, the
// registry of adapters, and the pure rules the mechanism applies (mapping, overwrite, readiness,
// budget).
export * from './destination.js';
export * from './registry.js';
export {
  actorFields,
  isSourceField,
  SOURCE_FIELDS,
  SOURCE_FIELD_NAMES,
  type ActorFieldsInput,
  type SourceField,
} from './actor-fields.js';
export {
  editMapping,
  mappedValues,
  parseMappingEdit,
  type MappingEdit,
} from './field-mapping.js';
export {
  flushReadiness,
  type PendingSummary,
  type Readiness,
} from './flush-readiness.js';
export {
  MemoryRequestBudget,
  type BudgetAnswer,
  type RequestBudget,
} from './sliding-budget.js';
export {
  createDestinationHttp,
  type DestinationHttpOptions,
} from './destination-http.js';
