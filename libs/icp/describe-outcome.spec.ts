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
      'tech stack includes react',
    ],
    [
      'matched missing',
      rule({ op: 'missing' }, { field: 'metadata.coupon' }),
      undefined,
      true,
      'no coupon',
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
      'tech stack does not include Vue',
    ],
    [
      'gte not met',
      rule({ op: 'gte', value: 50 }, { field: 'employeeCount' }),
      10,
      false,
      'company size 10, below 50',
    ],
    [
      'lte not met',
      rule({ op: 'lte', value: 50 }, { field: 'employeeCount' }),
      90,
      false,
      'company size 90, above 50',
    ],
    [
      'between not met',
      rule({ op: 'between', value: [50, 1000] }, { field: 'employeeCount' }),
      1200,
      false,
      'company size 1200, outside 50–1000',
    ],
    [
      'numeric op on a string',
      rule({ op: 'gte', value: 50 }, { field: 'metadata.seats' }),
      '500',
      false,
      'seats is 500, not a number',
    ],
    [
      'missing not met',
      rule({ op: 'missing' }, { field: 'metadata.coupon' }),
      'X1',
      false,
      'coupon is X1',
    ],
    [
      'a work address, matched',
      rule({ op: 'eq', value: false }, { field: 'isFreeEmail' }),
      false,
      true,
      'a work address',
    ],
    [
      'a free-mail address, not met',
      rule({ op: 'eq', value: false }, { field: 'isFreeEmail' }),
      true,
      false,
      'a free-mail address',
    ],
    [
      'a flag with a description',
      rule(
        { op: 'neq', value: true },
        { field: 'isRoleAccount', description: 'A person, not a team inbox' },
      ),
      true,
      false,
      'A person, not a team inbox not met (a role address (info@, sales@…))',
    ],
    [
      'unknown flag',
      rule({ op: 'eq', value: false }, { field: 'isDisposable' }),
      undefined,
      false,
      'unknown disposable status',
    ],
    [
      'between matched, in words',
      rule({ op: 'between', value: [50, 500] }, { field: 'employeeCount' }),
      240,
      true,
      'company size 240, within 50–500',
    ],
    [
      'metadata plan matched',
      rule(
        { op: 'in', value: ['team', 'business'] },
        { field: 'metadata.plan' },
      ),
      'team',
      true,
      'plan is team',
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

  it('never shows a raw field name when the rule has no description', () => {
    const fields = [
      'isFreeEmail',
      'isDisposable',
      'isRoleAccount',
      'employeeCount',
      'fundingStage',
      'techStack',
      'metadata.plan',
    ] as const;
    for (const field of fields)
      for (const [actual, matched] of [
        [undefined, false],
        [true, true],
        [false, false],
        [12, false],
      ] as const) {
        const phrase = describeOutcome({
          rule: rule({ op: 'eq', value: false }, { field }),
          actual,
          matched,
        });
        expect(phrase).not.toContain(field);
      }
  });
});
