import type { IcpCondition, IcpRule } from './icp-profile.js';
import { ruleInWords } from './rule-words.js';

const rule = (
  condition: IcpCondition,
  extra: Partial<Pick<IcpRule, 'field' | 'description'>> = {},
): IcpRule => ({
  id: 'r',
  dimension: 'd',
  field: 'industry',
  weight: 1,
  ...extra,
  ...condition,
});

describe('ruleInWords', () => {
  it.each<[IcpRule, string]>([
    [
      rule({ op: 'eq', value: false }, { field: 'isFreeEmail' }),
      'a work address',
    ],
    [
      rule({ op: 'eq', value: true }, { field: 'isFreeEmail' }),
      'a free-mail address',
    ],
    [
      rule({ op: 'neq', value: true }, { field: 'isFreeEmail' }),
      'a work address',
    ],
    [
      rule({ op: 'between', value: [50, 500] }, { field: 'employeeCount' }),
      'company size 50–500',
    ],
    [
      rule({ op: 'eq', value: 'team' }, { field: 'metadata.plan' }),
      'plan is team',
    ],
    [
      rule(
        { op: 'in', value: ['team', 'business'] },
        { field: 'metadata.plan' },
      ),
      'plan is team or business',
    ],
    [rule({ op: 'nin', value: ['Retail'] }), 'industry is not Retail'],
    [
      rule({ op: 'gte', value: 10 }, { field: 'employeeCount' }),
      'company size at least 10',
    ],
    [rule({ op: 'missing' }, { field: 'metadata.coupon' }), 'no coupon'],
    [
      rule({ op: 'exists' }, { field: 'linkedinUrl' }),
      'LinkedIn profile known',
    ],
    [
      rule(
        { op: 'eq', value: false },
        { field: 'isFreeEmail', description: 'Uses a work address.' },
      ),
      'Uses a work address',
    ],
  ])('%j reads "%s"', (r, expected) => {
    expect(ruleInWords(r)).toBe(expected);
  });
});
