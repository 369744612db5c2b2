// A rule as a person would say it: its own description when the profile gives one, else a phrase
// from its field, condition and value ("company size 50–1000", "a work address", "plan is team or
// business"), never a raw field name. Used by the explanation and the dashboard's rule lists.
import { fieldNoun, flagWords } from './field-words.js';
import type { IcpRule } from './icp-profile.js';
import { clip, oneOf, showValue } from './show-value.js';

export function ruleInWords(rule: IcpRule): string {
  return rule.description === undefined
    ? conditionInWords(rule)
    : cleanDescription(rule.description);
}

function conditionInWords(rule: IcpRule): string {
  const noun = fieldNoun(rule.field);
  switch (rule.op) {
    case 'eq':
      return (
        flagWords(rule.field, rule.value) ??
        `${noun} is ${showValue(rule.value)}`
      );
    case 'neq':
      return (
        (typeof rule.value === 'boolean'
          ? flagWords(rule.field, !rule.value)
          : null) ?? `${noun} is not ${showValue(rule.value)}`
      );
    case 'in':
      return `${noun} is ${oneOf(rule.value)}`;
    case 'nin':
      return `${noun} is not ${oneOf(rule.value)}`;
    case 'contains':
      return `${noun} includes ${showValue(rule.value)}`;
    case 'gte':
      return `${noun} at least ${rule.value}`;
    case 'lte':
      return `${noun} at most ${rule.value}`;
    case 'between':
      return `${noun} ${rule.value[0]}–${rule.value[1]}`;
    case 'exists':
      return `${noun} known`;
    case 'missing':
      return `no ${noun}`;
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
