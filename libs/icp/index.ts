// libs/icp: ICP profiles (rules as data), their validation, and the pure engine that scores one
// actor's facts against a profile and explains the score. No Nest, no TypeORM, nothing from src/.
export {
  ICP_LIMITS,
  ICP_OPS,
  type IcpCondition,
  type IcpEmailField,
  type IcpField,
  type IcpOp,
  type IcpPrimitive,
  type IcpProfile,
  type IcpRule,
} from './icp-profile.js';
export {
  parseIcpProfile,
  type IcpProfileIssue,
  type IcpProfileParseResult,
} from './validate-profile.js';
export {
  scoreActor,
  type IcpResult,
  type IcpScoring,
  type IcpSubject,
} from './evaluate.js';
export { ICP_FIXED_FIELDS, readField } from './icp-fields.js';
export {
  bandRange,
  DEFAULT_SCORE_BANDS,
  SCORE_BANDS,
  scoreBand,
  type ScoreBand,
  type ScoreBandThresholds,
} from './score-bands.js';
export { capitalize, FACT_LABELS, fieldLabel } from './field-words.js';
export { ruleInWords } from './rule-words.js';
