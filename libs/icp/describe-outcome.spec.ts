import { describeOutcome } from './describe-outcome.js';
import type { IcpCondition, IcpRule } from './icp-profile.js';

const rule = (
  condition: IcpCondition,
  extra: Partial<Pick<IcpRule, 'field' | 'description' | 'weight' | 'id'>> = {},
): IcpRule => ({
  id: 'r',
  dimension: 'd',
  field: 'industry',
  weight: 1,
  ...extra,
  ...condition,
});

describe('describeOutcome', () => {
  it.each<[string, IcpRule, unknown, boolean, string]>([
    [
      'matched eq',
      rule({ op: 'eq', value: 'software' }),
      'Software',
      true,
      'industry is Software',
    ],
    [
      'matched with description',
      rule(
        { op: 'in', value: ['Software'] },
        { description: 'Sells software.' },
      ),
      'Software',
      true,
      'Sells software (industry is Software)',
    ],
    [
      'matched contains on an array',
      rule({ op: 'contains', value: 'react' }, { field: 'techStack' }),
      ['Go', 'React'],
      true,
      'techStack contains react',
    ],
    [
      'matched missing',
      rule({ op: 'missing' }, { field: 'metadata.coupon' }),
      undefined,
      true,
      'unknown metadata.coupon',
    ],
    [
      'unknown fact',
      rule({ op: 'eq', value: 'Software' }),
      undefined,
      false,
      'unknown industry',
    ],
    [
      'unknown fact with description',
      rule({ op: 'eq', value: 'Software' }, { description: 'Sells software' }),
      null,
      false,
      'unknown industry (Sells software)',
    ],
    [
      'eq not met',
      rule({ op: 'eq', value: 'Software' }),
      'Retail',
      false,
      'industry is Retail, not Software',
    ],
    [
      'eq not met with description',
      rule({ op: 'eq', value: 'Software' }, { description: 'Sells software' }),
      'Retail',
      false,
      'Sells software not met (industry is Retail, not Software)',
    ],
    [
      'in not met',
      rule({ op: 'in', value: ['Software', 'SaaS'] }),
      'Retail',
      false,
      'industry is Retail, not Software or SaaS',
    ],
    [
      'in not met, long list',
      rule({ op: 'in', value: ['a', 'b', 'c', 'd', 'e'] }),
      'z',
      false,
      'industry is z, not a, b, c or 2 others',
    ],
    [
      'neq not met',
      rule({ op: 'neq', value: 'Retail' }),
      'retail',
      false,
      'industry is retail',
    ],
    [
      'contains not met',
      rule({ op: 'contains', value: 'Vue' }, { field: 'techStack' }),
      ['React'],
      false,
      'techStack does not contain Vue',
    ],
    [
      'gte not met',
      rule({ op: 'gte', value: 50 }, { field: 'employeeCount' }),
      10,
      false,
      'employeeCount 10 below 50',
    ],
    [
      'lte not met',
      rule({ op: 'lte', value: 50 }, { field: 'employeeCount' }),
      90,
      false,
      'employeeCount 90 above 50',
    ],
    [
      'between not met',
      rule({ op: 'between', value: [50, 1000] }, { field: 'employeeCount' }),
      1200,
      false,
      'employeeCount 1200 outside 50–1000',
    ],
    [
      'numeric op on a string',
      rule({ op: 'gte', value: 50 }, { field: 'metadata.seats' }),
      '500',
      false,
      'metadata.seats is 500, not a number',
    ],
    [
      'missing not met',
      rule({ op: 'missing' }, { field: 'metadata.coupon' }),
      'X1',
      false,
      'metadata.coupon is present (X1)',
    ],
    [
      'long text clipped',
      rule({ op: 'eq', value: 'x' }, { field: 'bio' }),
      'a'.repeat(100),
      false,
      `bio is ${'a'.repeat(59)}…, not x`,
    ],
  ])('%s', (_label, r, actual, matched, expected) => {
    expect(describeOutcome({ rule: r, actual, matched })).toBe(expected);
  });
});
