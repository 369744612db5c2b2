// Operator semantics, exactly as documented for profiles, so a score can be reproduced by hand.
import type { IcpPrimitive, IcpRule } from './icp-profile.js';

export function isAbsent(value: unknown): value is null | undefined {
  return value === undefined || value === null;
}

/**
 * Whether `actual` (the rule's field, undefined/null when absent) satisfies the rule.
 * An absent fact matches only `missing`: we do not know that it differs, so even `neq`/`nin` fail.
 * No coercion anywhere: the string "500" is not the number 500, so `gte` on it does not match.
 */
export function matchRule(rule: IcpRule, actual: unknown): boolean {
  if (isAbsent(actual)) return rule.op === 'missing';
  switch (rule.op) {
    case 'eq':
      return sameValue(actual, rule.value);
    case 'neq':
      return !sameValue(actual, rule.value);
    case 'in':
      return rule.value.some((v) => sameValue(actual, v));
    case 'nin':
      return !rule.value.some((v) => sameValue(actual, v));
    case 'contains':
      return contains(actual, rule.value);
    case 'gte':
      return typeof actual === 'number' && actual >= rule.value;
    case 'lte':
      return typeof actual === 'number' && actual <= rule.value;
    case 'between':
      return (
        typeof actual === 'number' &&
        actual >= rule.value[0] &&
        actual <= rule.value[1]
      );
    case 'exists':
      return true;
    case 'missing':
      return false;
  }
}

/** Strings compare case-insensitively; everything else strictly (so 1 !== '1', [] !== 'x'). */
export function sameValue(actual: unknown, expected: IcpPrimitive): boolean {
  if (typeof actual === 'string' && typeof expected === 'string') {
    return actual.toLowerCase() === expected.toLowerCase();
  }
  return actual === expected;
}

// An array contains a member equal to the value; a string contains it as a substring (only a
// string value: a number is not looked for inside text); anything else contains nothing.
function contains(actual: unknown, expected: IcpPrimitive): boolean {
  if (Array.isArray(actual)) {
    return actual.some((member: unknown) => sameValue(member, expected));
  }
  if (typeof actual === 'string' && typeof expected === 'string') {
    return actual.toLowerCase().includes(expected.toLowerCase());
  }
  return false;
}
