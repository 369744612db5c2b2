// Turns untrusted JSON (a CLI file, a stored row) into an IcpProfile, or lists every problem at
// once with the rule (by id, else by index) and the member at fault, so a file can be fixed in one go.
import { isIcpField, METADATA_PREFIX } from './icp-fields.js';
import {
  ICP_LIMITS,
  ICP_OPS,
  type IcpOp,
  type IcpProfile,
  type IcpRule,
} from './icp-profile.js';
import { parseCondition } from './parse-condition.js';
import { bandsProblem, type ScoreBandThresholds } from './score-bands.js';

/** One problem, with the index of the rule it is about (null: the profile as a whole). */
export interface IcpProfileIssue {
  rule: number | null;
  message: string;
}

export type IcpProfileParseResult =
  | { ok: true; profile: IcpProfile }
  | {
      ok: false;
      /** each issue as one line, the rule named in it: what the CLI prints */
      errors: string[];
      /** the same issues, each with its rule's index: for showing them next to the rule */
      issues: IcpProfileIssue[];
    };

const PROFILE_KEYS = new Set(['name', 'rules', 'bands']);
const RULE_KEYS = new Set([
  'id',
  'dimension',
  'field',
  'op',
  'value',
  'weight',
  'description',
]);

export function parseIcpProfile(input: unknown): IcpProfileParseResult {
  // Each problem is kept twice: as a line naming its rule (the CLI's), and with the rule's index.
  const errors: string[] = [];
  const issues: IcpProfileIssue[] = [];
  const profileProblem = (message: string) => {
    errors.push(message);
    issues.push({ rule: null, message });
  };
  const failed = (): IcpProfileParseResult => ({ ok: false, errors, issues });
  if (!isRecord(input)) {
    profileProblem('profile: must be a JSON object with a "rules" array');
    return failed();
  }
  for (const key of unknownKeys(input, PROFILE_KEYS))
    profileProblem(`profile: unknown key ${quote(key)}`);
  const { name, rules, bands } = input;
  const bandsIssue = bands === undefined ? null : bandsProblem(bands);
  if (bandsIssue) profileProblem(bandsIssue);
  if (name !== undefined && !isText(name, ICP_LIMITS.maxNameLength)) {
    profileProblem(
      `name: must be a non-empty string of at most ${ICP_LIMITS.maxNameLength} characters`,
    );
  }
  if (!Array.isArray(rules) || rules.length === 0) {
    profileProblem('rules: must be a non-empty array');
    return failed();
  }
  if (rules.length > ICP_LIMITS.maxRules) {
    profileProblem(
      `rules: at most ${ICP_LIMITS.maxRules} rules are allowed (got ${rules.length})`,
    );
    return failed();
  }

  const firstIndexById = new Map<string, number>();
  const parsed: IcpRule[] = [];
  rules.forEach((raw: unknown, index) => {
    const { rule, label, problems } = parseRule(raw, index, firstIndexById);
    for (const problem of problems) {
      errors.push(`${label}: ${problem}`);
      issues.push({ rule: index, message: problem });
    }
    if (rule) parsed.push(rule);
  });
  if (errors.length > 0) return failed();
  return {
    ok: true,
    profile: {
      ...(typeof name === 'string' && { name }),
      rules: parsed,
      ...(bands !== undefined && {
        bands: {
          hot: (bands as ScoreBandThresholds).hot,
          warm: (bands as ScoreBandThresholds).warm,
        },
      }),
    },
  };
}

/** One rule, or its problems and the label that names it in the one-line form. */
function parseRule(
  raw: unknown,
  index: number,
  firstIndexById: Map<string, number>,
): { rule: IcpRule | null; label: string; problems: string[] } {
  if (!isRecord(raw)) {
    return {
      rule: null,
      label: `rules[${index}]`,
      problems: ['must be an object'],
    };
  }
  const { id, dimension, field, op, value, weight, description } = raw;
  const ruleId = isText(id, ICP_LIMITS.maxIdLength) ? id : null;
  const label = `rules[${index}]${ruleId === null ? '' : ` (id ${quote(ruleId)})`}`;
  const problems: string[] = unknownKeys(raw, RULE_KEYS).map(
    (key) => `unknown key ${quote(key)}`,
  );

  if (ruleId === null) {
    problems.push(
      `id must be a non-empty string of at most ${ICP_LIMITS.maxIdLength} characters`,
    );
  } else if (firstIndexById.has(ruleId)) {
    problems.push(
      `id ${quote(ruleId)} is already used by rules[${firstIndexById.get(ruleId)}]`,
    );
  } else {
    firstIndexById.set(ruleId, index);
  }
  const ruleDimension = isText(dimension, ICP_LIMITS.maxDimensionLength)
    ? dimension
    : null;
  if (ruleDimension === null) {
    problems.push(
      `dimension must be a non-empty string of at most ${ICP_LIMITS.maxDimensionLength} characters`,
    );
  }
  const ruleField =
    typeof field === 'string' && isIcpField(field) ? field : null;
  if (ruleField === null) problems.push(fieldProblem(field));
  const condition = isOp(op)
    ? parseCondition(op, value)
    : `op ${quote(op)} must be one of ${ICP_OPS.join(', ')}`;
  if (typeof condition === 'string') problems.push(condition);
  const ruleWeight =
    typeof weight === 'number' && Number.isFinite(weight) && weight > 0
      ? weight
      : null;
  if (ruleWeight === null)
    problems.push('weight must be a positive finite number');
  if (
    description !== undefined &&
    !isText(description, ICP_LIMITS.maxDescriptionLength)
  ) {
    problems.push(
      `description must be a non-empty string of at most ${ICP_LIMITS.maxDescriptionLength} characters`,
    );
  }

  if (
    problems.length > 0 ||
    ruleId === null ||
    ruleDimension === null ||
    ruleField === null ||
    typeof condition === 'string' ||
    ruleWeight === null
  ) {
    return { rule: null, label, problems };
  }
  const rule: IcpRule = {
    id: ruleId,
    dimension: ruleDimension,
    field: ruleField,
    ...condition,
    weight: ruleWeight,
    ...(typeof description === 'string' && { description }),
  };
  return { rule, label, problems };
}

function fieldProblem(field: unknown): string {
  if (typeof field !== 'string') return 'field must be a string';
  return field === 'metadata' || field.startsWith(METADATA_PREFIX)
    ? `field ${quote(field)} must be metadata.<path> with non-empty dot-separated segments`
    : `field ${quote(field)} is not a known field (an enrichment fact such as industry or employeeCount, emailDomain, isFreeEmail, isDisposable, isRoleAccount, name, source, or metadata.<path>)`;
}

function isOp(op: unknown): op is IcpOp {
  return typeof op === 'string' && (ICP_OPS as readonly string[]).includes(op);
}

function isText(value: unknown, maxLength: number): value is string {
  return (
    typeof value === 'string' &&
    value.trim() !== '' &&
    value.length <= maxLength
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function unknownKeys(
  record: Record<string, unknown>,
  known: Set<string>,
): string[] {
  return Object.keys(record).filter((key) => !known.has(key));
}

// JSON quoting shows odd ids and fields (quotes, newlines, non-strings) unambiguously.
function quote(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}
