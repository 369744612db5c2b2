import { scoreActor, type IcpSubject } from './evaluate.js';
import type { IcpProfile, IcpRule } from './icp-profile.js';

const noFacts: IcpSubject = {
  enrichment: null,
  signals: null,
  name: null,
  source: null,
  metadata: null,
};

// Rule i matches when metadata.m<i> is set, so a table only needs weights and which ones matched.
function profileOf(weights: number[], dimensions?: string[]): IcpProfile {
  return {
    rules: weights.map((weight, i): IcpRule => ({
      id: `r${i}`,
      dimension: dimensions?.[i] ?? `d${i}`,
      field: `metadata.m${i}`,
      op: 'exists',
      weight,
    })),
  };
}
function subjectMatching(indexes: number[]): IcpSubject {
  return {
    ...noFacts,
    metadata: Object.fromEntries(indexes.map((i) => [`m${i}`, true])),
  };
}

describe('scoreActor: score rounding', () => {
  it.each<[string, number[], number[], number]>([
    ['1,1,1 with one matched', [1, 1, 1], [0], 33],
    ['1,1,1 with two matched', [1, 1, 1], [0, 1], 67],
    ['all matched', [5, 10], [0, 1], 100],
    ['none matched', [5, 10], [], 0],
    ['half-up at 12.5', [1, 7], [0], 13],
    ['half-up at 37.5', [3, 5], [0], 38],
    ['half-up at 0.5', [1, 199], [0], 1],
    ['just under 0.5', [1, 200], [0], 0],
    ['exact at 14.5, where float math gives 14.4999…', [0.145, 0.855], [0], 15],
    ['exact at 28.5, where float math gives 28.4999…', [0.285, 0.715], [0], 29],
    ['decimal weights summing to 0.3', [0.1, 0.2], [1], 67],
  ])('%s', (_label, weights, matched, expected) => {
    expect(scoreActor(profileOf(weights), subjectMatching(matched)).score).toBe(
      expected,
    );
  });
});

describe('scoreActor: breakdown', () => {
  it.each<[string, number[], string[], number[], Record<string, number>]>([
    [
      'one decimal: 33.3 and 0',
      [1, 1, 1],
      ['a', 'b', 'c'],
      [0],
      { a: 33.3, b: 0, c: 0 },
    ],
    ['one decimal: 66.7', [2, 1], ['a', 'b'], [0], { a: 66.7, b: 0 }],
    [
      'shares of ALL weights, summed per dimension',
      [1, 1, 2],
      ['a', 'a', 'b'],
      [0, 1, 2],
      { a: 50, b: 50 },
    ],
    ['half-up at 0.25', [1, 399], ['a', 'b'], [0], { a: 0.3, b: 0 }],
    [
      'exact at 1.45, where float math gives 1.4',
      [1.45, 98.55],
      ['a', 'b'],
      [0],
      { a: 1.5, b: 0 },
    ],
    [
      'every dimension listed when nothing matched',
      [1, 1],
      ['a', 'b'],
      [],
      { a: 0, b: 0 },
    ],
    [
      'a dimension named __proto__ is an own key',
      [1, 1],
      ['__proto__', 'b'],
      [0],
      { ['__proto__']: 50, b: 0 },
    ],
  ])('%s', (_label, weights, dimensions, matched, expected) => {
    const { breakdown } = scoreActor(
      profileOf(weights, dimensions),
      subjectMatching(matched),
    ).scoring;
    expect(Object.entries(breakdown)).toEqual(Object.entries(expected));
  });
});

describe('scoreActor: the issue example', () => {
  const profile: IcpProfile = {
    name: 'Mid-market B2B SaaS',
    rules: [
      {
        id: 'saas',
        dimension: 'firmographic',
        field: 'industry',
        op: 'in',
        value: ['Software', 'SaaS'],
        weight: 20,
        description: 'Sells software',
      },
      {
        id: 'size',
        dimension: 'firmographic',
        field: 'employeeCount',
        op: 'between',
        value: [50, 1000],
        weight: 30,
      },
      {
        id: 'paid-plan',
        dimension: 'product',
        field: 'metadata.plan',
        op: 'in',
        value: ['team', 'business'],
        weight: 30,
      },
      {
        id: 'work-email',
        dimension: 'persona',
        field: 'isFreeEmail',
        op: 'eq',
        value: false,
        weight: 20,
      },
    ],
  };

  it('scores, lists rule ids in profile order and breaks down by dimension', () => {
    const result = scoreActor(profile, {
      enrichment: { industry: 'software', employeeCount: 1200 },
      signals: {
        emailDomain: 'acme.com',
        registrableDomain: 'acme.com',
        isFreeEmail: false,
        isDisposable: false,
        isRoleAccount: false,
      },
      name: 'Ada',
      source: 'signup',
      metadata: { plan: 'Team' },
    });
    expect(result).toEqual({
      score: 70,
      scoring: {
        explanation: expect.any(String),
        matchedRules: ['saas', 'paid-plan', 'work-email'],
        unmatchedRules: ['size'],
        breakdown: { firmographic: 20, product: 30, persona: 20 },
      },
    });
  });

  it('scores 0 when nothing is known, every rule unmatched', () => {
    const result = scoreActor(profile, noFacts);
    expect(result.score).toBe(0);
    expect(result.scoring.matchedRules).toEqual([]);
    expect(result.scoring.unmatchedRules).toEqual([
      'saas',
      'size',
      'paid-plan',
      'work-email',
    ]);
    expect(result.scoring.breakdown).toEqual({
      firmographic: 0,
      product: 0,
      persona: 0,
    });
  });

  it('gives 0 and says so for a profile without rules', () => {
    expect(scoreActor({ rules: [] }, noFacts)).toEqual({
      score: 0,
      scoring: {
        explanation: 'Score 0/100: the profile has no rules.',
        matchedRules: [],
        unmatchedRules: [],
        breakdown: {},
      },
    });
  });
});
