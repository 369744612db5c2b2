// One rule's outcome as a short phrase for the explanation: the description when the profile gave
// one, plus the fact that decided it, so a reader sees both the intent and the evidence.
import type { IcpPrimitive, IcpRule } from './icp-profile.js';
import { isAbsent } from './match-rule.js';

export interface RuleOutcome {
  rule: IcpRule;
  /** the field's value; undefined/null when absent */
  actual: unknown;
  matched: boolean;
}

const MAX_TEXT = 60;
const MAX_LIST = 3;

export function describeOutcome({
  rule,
  actual,
  matched,
}: RuleOutcome): string {
  const fact = isAbsent(actual)
    ? `unknown ${rule.field}`
    : matched
      ? matchedFact(rule, actual)
      : unmatchedFact(rule, actual);
  if (rule.description === undefined) return fact;
  const intent = cleanDescription(rule.description);
  if (matched) return `${intent} (${fact})`;
  return isAbsent(actual)
    ? `${fact} (${intent})`
    : `${intent} not met (${fact})`;
}

function matchedFact(rule: IcpRule, actual: unknown): string {
  return rule.op === 'contains'
    ? `${rule.field} contains ${show(rule.value)}`
    : `${rule.field} is ${show(actual)}`;
}

function unmatchedFact(rule: IcpRule, actual: unknown): string {
  const is = `${rule.field} is ${show(actual)}`;
  switch (rule.op) {
    case 'eq':
      return `${is}, not ${show(rule.value)}`;
    case 'in':
      return `${is}, not ${oneOf(rule.value)}`;
    case 'contains':
      return `${rule.field} does not contain ${show(rule.value)}`;
    case 'gte':
      return typeof actual === 'number'
        ? `${rule.field} ${actual} below ${rule.value}`
        : `${is}, not a number`;
    case 'lte':
      return typeof actual === 'number'
        ? `${rule.field} ${actual} above ${rule.value}`
        : `${is}, not a number`;
    case 'between':
      return typeof actual === 'number'
        ? `${rule.field} ${actual} outside ${rule.value[0]}–${rule.value[1]}`
        : `${is}, not a number`;
    case 'missing':
      return `${rule.field} is present (${show(actual)})`;
    default: // neq, nin (the value is one excluded); exists cannot fail on a present fact
      return is;
  }
}

// Trailing punctuation would end a sentence early inside the explanation.
function cleanDescription(description: string): string {
  return clip(
    description
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/[.!?;:,]+$/, ''),
  );
}

function oneOf(values: readonly IcpPrimitive[]): string {
  const shown = values.slice(0, MAX_LIST).map(show);
  const more = values.length - shown.length;
  if (more > 0)
    return `${shown.join(', ')} or ${more} other${more > 1 ? 's' : ''}`;
  return shown.length > 1
    ? `${shown.slice(0, -1).join(', ')} or ${shown[shown.length - 1]}`
    : shown.join('');
}

function show(value: unknown): string {
  if (typeof value === 'string') {
    const text = clip(value.replace(/\s+/g, ' ').trim());
    return text === '' ? '""' : text;
  }
  if (typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  if (Array.isArray(value)) {
    const shown = value.slice(0, MAX_LIST).map(show);
    if (value.length > MAX_LIST) shown.push('…');
    return `[${shown.join(', ')}]`;
  }
  return clip(JSON.stringify(value) ?? String(value));
}

function clip(text: string): string {
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}
