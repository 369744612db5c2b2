import type { IcpOp } from './icp-profile.js';
import { parseCondition } from './parse-condition.js';

const NUMBER = 'value must be a number';
const PRIMITIVE = 'value must be a string, number or boolean';
const NEEDLE = 'value must be a non-empty string, a number or a boolean';
const LIST =
  'value must be a non-empty array of at most 100 strings, numbers or booleans';
const PAIR = 'value must be [min, max] numbers';
const OMITTED = 'value must be omitted';

describe('parseCondition: refuses a value of the wrong shape for its op', () => {
  it.each<[IcpOp, unknown, string]>([
    ['eq', null, PRIMITIVE],
    ['eq', undefined, PRIMITIVE],
    ['eq', NaN, PRIMITIVE],
    ['neq', ['a'], PRIMITIVE],
    ['neq', { a: 1 }, PRIMITIVE],
    ['contains', '', NEEDLE],
    ['contains', ['a'], NEEDLE],
    ['in', [], LIST],
    ['in', 'a', LIST],
    ['in', Array.from({ length: 101 }, (_, i) => i), LIST],
    ['nin', [{}], LIST],
    ['nin', [null], LIST],
    ['gte', '5', NUMBER],
    ['gte', Infinity, NUMBER],
    ['lte', undefined, NUMBER],
    ['between', [1], PAIR],
    ['between', [1, 2, 3], PAIR],
    ['between', ['1', '2'], PAIR],
    ['between', { min: 1, max: 2 }, PAIR],
    ['exists', true, OMITTED],
    ['missing', null, OMITTED],
  ])('%s with %j', (op, value, message) => {
    expect(parseCondition(op, value)).toBe(`${message} for op "${op}"`);
  });

  it('names both bounds when min > max', () => {
    expect(parseCondition('between', [10, 1])).toBe(
      'value must be [min, max] with min <= max for op "between" (got [10, 1])',
    );
  });
});

describe('parseCondition: accepts', () => {
  it.each<[IcpOp, unknown]>([
    ['eq', ''],
    ['eq', 0],
    ['neq', false],
    ['contains', 3],
    ['in', ['a', 1, true]],
    ['nin', ['x']],
    ['gte', -2.5],
    ['lte', 0],
    ['between', [5, 5]],
    ['exists', undefined],
    ['missing', undefined],
  ])('%s with %j', (op, value) => {
    expect(parseCondition(op, value)).toEqual(
      value === undefined ? { op } : { op, value },
    );
  });
});
