// Front door of the research report: what each tool was asked and what came of it, and which
// facts were found but not kept, with why.
export * from './research-report.js';
export { buildResearchReport } from './build-report.js';
export {
  askedOf,
  disabledToolReport,
  toolReport,
  type ToolRun,
} from './tool-report.js';
export { UnreachableError, unreachableCauseOf } from './unreachable.js';
export {
  EXPLAINED_FACT_KEYS,
  MISSING_REASONS,
  missingFacts,
  withMissingFacts,
  type MissingFact,
  type MissingReason,
} from './missing-facts.js';
