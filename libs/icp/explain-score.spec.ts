import { scoreActor, type IcpSubject } from './evaluate.js';
import { explainScore } from './explain-score.js';
import type { IcpCondition, IcpProfile, IcpRule } from './icp-profile.js';

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

describe('explainScore', () => {
  const profile: IcpProfile = {
    rules: [
      rule(
        { op: 'in', value: ['Software', 'SaaS'] },
        { id: 'saas', weight: 20, description: 'Sells software' },
      ),
      rule(
        { op: 'between', value: [50, 1000] },
        { id: 'size', field: 'employeeCount', weight: 30 },
      ),
      rule(
        { op: 'in', value: ['team', 'business'] },
        {
          id: 'paid',
          field: 'metadata.plan',
          weight: 30,
          description: 'Paid plan',
        },
      ),
      rule(
        { op: 'eq', value: false },
        { id: 'work', field: 'isFreeEmail', weight: 20 },
      ),
    ],
  };
  const subject: IcpSubject = {
    enrichment: { industry: 'Software', employeeCount: 1200 },
    signals: null,
    name: null,
    source: null,
    metadata: { plan: 'team' },
  };

  it('names what raised and what lowered the score, unknown facts called unknown', () => {
    expect(scoreActor(profile, subject).scoring.explanation).toBe(
      'Score 50/100: raised by Paid plan (metadata.plan is team) and Sells software (industry is Software). ' +
        'Lowered by employeeCount 1200 outside 50–1000 and unknown isFreeEmail.',
    );
  });

  it('says when nothing lowered or nothing raised the score', () => {
    const everything = {
      ...subject,
      enrichment: { industry: 'SaaS', employeeCount: 80 },
      signals: {
        emailDomain: 'a.io',
        registrableDomain: 'a.io',
        isFreeEmail: false,
        isDisposable: false,
        isRoleAccount: false,
      },
    };
    expect(scoreActor(profile, everything).scoring.explanation).toMatch(
      /^Score 100\/100: raised by .+\. Nothing lowered it\.$/,
    );
    const nothing = {
      enrichment: null,
      signals: null,
      name: null,
      source: null,
      metadata: null,
    };
    expect(scoreActor(profile, nothing).scoring.explanation).toBe(
      'Score 0/100: nothing raised it. Lowered by unknown employeeCount, unknown metadata.plan (Paid plan), unknown industry (Sells software) and 1 more.',
    );
  });

  it('lists the three heaviest per side (profile order on ties), then how many more', () => {
    const outcomes = [1, 5, 3, 5, 2].map((weight, i) => ({
      rule: rule(
        { op: 'exists' },
        { id: `r${i}`, weight, description: `rule ${i}` },
      ),
      actual: undefined,
      matched: false,
    }));
    expect(explainScore(0, outcomes)).toBe(
      'Score 0/100: nothing raised it. Lowered by unknown industry (rule 1), unknown industry (rule 3), unknown industry (rule 2) and 2 more.',
    );
  });

  it('is at most two sentences', () => {
    const text = scoreActor(profile, subject).scoring.explanation;
    expect(text.split(/\.(?:\s|$)/).filter(Boolean)).toHaveLength(2);
  });
});
