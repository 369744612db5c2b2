// One rule's outcome as a short phrase for the explanation: the rule in words (its description,
// else a phrase from its condition) plus the fact that decided it, so a reader sees both the intent
// and the evidence, in words rather than field names.
import type { AddressKind } from '../email/address-kind.js';
import { addressWords, fieldNoun } from './field-words.js';
import type { IcpRule } from './icp-profile.js';
import { isAbsent } from './match-rule.js';
import { ruleInWords } from './rule-words.js';
import { oneOf, showValue } from './show-value.js';

export interface RuleOutcome {
  rule: IcpRule;
  /** the field's value; undefined/null when absent */
  actual: unknown;
  matched: boolean;
}

/** Unmatched because the fact is not known, rather than known and different. */
export function isUnknown({ actual, matched }: RuleOutcome): boolean {
  return !matched && isAbsent(actual);
}

/** `kind`: the actor's kind of address, which the words for an address flag agree with. */
export function describeOutcome(
  outcome: RuleOutcome,
  kind: AddressKind | null = null,
): string {
  const { rule, actual, matched } = outcome;
  if (isUnknown(outcome)) {
    const unknown = `unknown ${fieldNoun(rule.field)}`;
    return rule.description === undefined
      ? unknown
      : `${unknown} (${ruleInWords(rule)})`;
  }
  const fact =
    addressWords(rule.field, actual, kind) ??
    (matched ? matchedFact(rule, actual) : unmatchedFact(rule, actual));
  if (rule.description === undefined) return fact;
  return matched
    ? `${ruleInWords(rule)} (${fact})`
    : `${ruleInWords(rule)} not met (${fact})`;
}

function matchedFact(rule: IcpRule, actual: unknown): string {
  const noun = fieldNoun(rule.field);
  switch (rule.op) {
    case 'missing':
      return `no ${noun}`;
    case 'contains':
      return `${noun} includes ${showValue(rule.value)}`;
    case 'gte':
      return `${noun} ${showValue(actual)}, at least ${rule.value}`;
    case 'lte':
      return `${noun} ${showValue(actual)}, at most ${rule.value}`;
    case 'between':
      return `${noun} ${showValue(actual)}, within ${rule.value[0]}–${rule.value[1]}`;
    default:
      return `${noun} is ${showValue(actual)}`;
  }
}

function unmatchedFact(rule: IcpRule, actual: unknown): string {
  const noun = fieldNoun(rule.field);
  const is = `${noun} is ${showValue(actual)}`;
  const notNumber = `${is}, not a number`;
  switch (rule.op) {
    case 'eq':
      return `${is}, not ${showValue(rule.value)}`;
    case 'in':
      return `${is}, not ${oneOf(rule.value)}`;
    case 'contains':
      return `${noun} does not include ${showValue(rule.value)}`;
    case 'gte':
      return typeof actual === 'number'
        ? `${noun} ${actual}, below ${rule.value}`
        : notNumber;
    case 'lte':
      return typeof actual === 'number'
        ? `${noun} ${actual}, above ${rule.value}`
        : notNumber;
    case 'between':
      return typeof actual === 'number'
        ? `${noun} ${actual}, outside ${rule.value[0]}–${rule.value[1]}`
        : notNumber;
    default: // neq, nin (the value is one excluded), missing (the value is present); exists cannot fail on a present fact
      return is;
  }
}
