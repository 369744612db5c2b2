import type { IcpCondition, IcpRule } from './icp-profile.js';
import { matchRule } from './match-rule.js';

const rule = (condition: IcpCondition): IcpRule => ({
  id: 'r',
  dimension: 'd',
  field: 'industry',
  weight: 1,
  ...condition,
});

describe('matchRule: operators on present facts', () => {
  it.each<[string, IcpCondition, unknown, boolean]>([
    ['eq string, same case', { op: 'eq', value: 'Software' }, 'Software', true],
    [
      'eq string, other case',
      { op: 'eq', value: 'software' },
      'SOFTWARE',
      true,
    ],
    [
      'eq string, different',
      { op: 'eq', value: 'Software' },
      'Hardware',
      false,
    ],
    [
      'eq string, no trimming',
      { op: 'eq', value: 'Software' },
      ' Software',
      false,
    ],
    ['eq number', { op: 'eq', value: 50 }, 50, true],
    ['eq number, different', { op: 'eq', value: 50 }, 51, false],
    ['eq boolean', { op: 'eq', value: false }, false, true],
    ['eq boolean, different', { op: 'eq', value: false }, true, false],
    ['eq number vs numeric string', { op: 'eq', value: 50 }, '50', false],
    ['eq string vs number', { op: 'eq', value: '50' }, 50, false],
    ['eq boolean vs string', { op: 'eq', value: true }, 'true', false],
    ['eq on an array', { op: 'eq', value: 'React' }, ['React'], false],
    ['neq different', { op: 'neq', value: 'Software' }, 'Hardware', true],
    [
      'neq same, other case',
      { op: 'neq', value: 'Software' },
      'software',
      false,
    ],
    ['neq number vs numeric string', { op: 'neq', value: 50 }, '50', true],
    ['neq boolean, same', { op: 'neq', value: true }, true, false],
    [
      'in, member other case',
      { op: 'in', value: ['Software', 'SaaS'] },
      'saas',
      true,
    ],
    [
      'in, not a member',
      { op: 'in', value: ['Software', 'SaaS'] },
      'Retail',
      false,
    ],
    ['in, numbers', { op: 'in', value: [1, 2, 3] }, 2, true],
    ['in, numeric string not coerced', { op: 'in', value: [1, 2] }, '2', false],
    ['in, on an array', { op: 'in', value: ['React'] }, ['React'], false],
    ['nin, not a member', { op: 'nin', value: ['Retail'] }, 'Software', true],
    [
      'nin, member other case',
      { op: 'nin', value: ['Retail'] },
      'RETAIL',
      false,
    ],
    ['nin, type mismatch', { op: 'nin', value: [2] }, '2', true],
    [
      'contains, array member',
      { op: 'contains', value: 'react' },
      ['Go', 'React'],
      true,
    ],
    [
      'contains, array without it',
      { op: 'contains', value: 'Vue' },
      ['React'],
      false,
    ],
    ['contains, array of numbers', { op: 'contains', value: 3 }, [1, 3], true],
    [
      'contains, array number vs string',
      { op: 'contains', value: '3' },
      [1, 3],
      false,
    ],
    ['contains, empty array', { op: 'contains', value: 'x' }, [], false],
    [
      'contains, array member is not a substring',
      { op: 'contains', value: 'Rea' },
      ['React'],
      false,
    ],
    [
      'contains, substring other case',
      { op: 'contains', value: 'vp' },
      'SVP Sales',
      true,
    ],
    [
      'contains, no substring',
      { op: 'contains', value: 'CTO' },
      'VP Sales',
      false,
    ],
    [
      'contains, number inside text',
      { op: 'contains', value: 2 },
      'Series 2',
      false,
    ],
    ['contains, on a number', { op: 'contains', value: 5 }, 50, false],
    ['contains, on a boolean', { op: 'contains', value: true }, true, false],
    ['contains, on an object', { op: 'contains', value: 'a' }, { a: 1 }, false],
    ['gte, above', { op: 'gte', value: 50 }, 51, true],
    ['gte, equal (inclusive)', { op: 'gte', value: 50 }, 50, true],
    ['gte, below', { op: 'gte', value: 50 }, 49, false],
    ['gte, numeric string not coerced', { op: 'gte', value: 50 }, '500', false],
    ['gte, boolean', { op: 'gte', value: 0 }, true, false],
    ['lte, below', { op: 'lte', value: 50 }, 49, true],
    ['lte, equal (inclusive)', { op: 'lte', value: 50 }, 50, true],
    ['lte, above', { op: 'lte', value: 50 }, 50.5, false],
    ['lte, numeric string not coerced', { op: 'lte', value: 50 }, '5', false],
    ['between, inside', { op: 'between', value: [50, 1000] }, 200, true],
    ['between, at min', { op: 'between', value: [50, 1000] }, 50, true],
    ['between, at max', { op: 'between', value: [50, 1000] }, 1000, true],
    ['between, below', { op: 'between', value: [50, 1000] }, 49, false],
    ['between, above', { op: 'between', value: [50, 1000] }, 1200, false],
    ['between, min = max', { op: 'between', value: [7, 7] }, 7, true],
    [
      'between, numeric string not coerced',
      { op: 'between', value: [1, 9] },
      '5',
      false,
    ],
    ['exists, string', { op: 'exists' }, 'x', true],
    ['exists, empty string', { op: 'exists' }, '', true],
    ['exists, false', { op: 'exists' }, false, true],
    ['exists, zero', { op: 'exists' }, 0, true],
    ['exists, empty array', { op: 'exists' }, [], true],
    ['missing, present', { op: 'missing' }, 'x', false],
    ['missing, empty array is present', { op: 'missing' }, [], false],
  ])('%s', (_label, condition, actual, expected) => {
    expect(matchRule(rule(condition), actual)).toBe(expected);
  });
});

describe('matchRule: an absent fact matches only `missing`', () => {
  const conditions: IcpCondition[] = [
    { op: 'eq', value: 'x' },
    { op: 'neq', value: 'x' },
    { op: 'in', value: ['x'] },
    { op: 'nin', value: ['x'] },
    { op: 'contains', value: 'x' },
    { op: 'gte', value: 0 },
    { op: 'lte', value: 0 },
    { op: 'between', value: [0, 1] },
    { op: 'exists' },
    { op: 'missing' },
  ];
  it.each(
    conditions.flatMap((c) => [
      [c.op, 'undefined', c, undefined] as const,
      [c.op, 'null', c, null] as const,
    ]),
  )('%s on %s', (op, _absent, condition, actual) => {
    expect(matchRule(rule(condition), actual)).toBe(op === 'missing');
  });
});
