// Front door of the merge: every tool's findings become one `enrichment` object, one value per
// fact chosen by a documented precedence, with derived facts and a reproducible confidence.
export {
  computeConfidence,
  COVERAGE_SLOTS,
  type ConfidenceInput,
} from './confidence.js';
export {
  departmentFromTitle,
  deriveFacts,
  employeeRangeFor,
  seniorityFromTitle,
} from './derive.js';
export type { CompanyContext } from './company-context.js';
export { mergeFindings, type MergeOutcome, type RefusedFact } from './merge.js';
export {
  compareSources,
  compareTools,
  FACT_PRECEDENCE,
  SOURCE_ORDER,
} from './merge-precedence.js';
export { mergeTechStack, MAX_TECH_ENTRIES } from './merge-tech-stack.js';
export { cleanFact, comparable, nameTokens } from './merge-values.js';
