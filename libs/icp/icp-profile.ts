// The ICP profile format: an organization's ideal customer described as weighted rules (data, not
// code), so the same JSON can be stored, shown back by the CLI and scored by hand.
import type { FactKey } from '../research/types.js';
import type { ScoreBandThresholds } from './score-bands.js';

export const ICP_OPS = [
  'eq',
  'neq',
  'in',
  'nin',
  'contains',
  'gte',
  'lte',
  'between',
  'exists',
  'missing',
] as const;
export type IcpOp = (typeof ICP_OPS)[number];

/** Values a rule compares against; null is not one (use `exists` / `missing`). */
export type IcpPrimitive = string | number | boolean;

/** Facts derived from the address itself (see EmailSignals). */
export type IcpEmailField =
  'emailDomain' | 'isFreeEmail' | 'isDisposable' | 'isRoleAccount';

/** Where a rule reads its fact from; `metadata.a.b` walks the caller-supplied ingest metadata. */
export type IcpField =
  FactKey | IcpEmailField | 'name' | 'source' | `metadata.${string}`;

/** The op together with the value shape it requires, so code that switches on `op` is typed. */
export type IcpCondition =
  | { op: 'eq' | 'neq' | 'contains'; value: IcpPrimitive }
  | { op: 'in' | 'nin'; value: IcpPrimitive[] }
  | { op: 'gte' | 'lte'; value: number }
  | { op: 'between'; value: [min: number, max: number] }
  | { op: 'exists' | 'missing'; value?: undefined };

export type IcpRule = {
  id: string;
  /** free label grouping rules in `scoring.breakdown` */
  dimension: string;
  field: IcpField;
  /** positive; a rule's share of the score is weight / Σ weights */
  weight: number;
  /** used in the explanation instead of a phrase built from field/op/value */
  description?: string;
} & IcpCondition;

export interface IcpProfile {
  name?: string;
  rules: IcpRule[];
  /** where hot and warm start (see score-bands.ts); DEFAULT_SCORE_BANDS when absent */
  bands?: ScoreBandThresholds;
}

// Limits keep a stored profile, and the explanation built from it, a reasonable size.
export const ICP_LIMITS = {
  maxRules: 200,
  maxIdLength: 64,
  maxDimensionLength: 64,
  maxNameLength: 200,
  maxDescriptionLength: 200,
  maxListValues: 100,
} as const;
