import { readFileSync } from 'node:fs';
import { scoreActor, type IcpSubject } from './evaluate.js';
import { explainScore } from './explain-score.js';
import type { IcpCondition, IcpProfile, IcpRule } from './icp-profile.js';
import { parseIcpProfile } from './validate-profile.js';

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
      'Score 50/100: raised by Paid plan (plan is team) and Sells software (industry is Software). ' +
        'Lowered by company size 1200, outside 50–1000 and unknown free-mail status.',
    );
  });

  it('reads as docs/scoring.md shows for examples/icp.json', () => {
    const parsed = parseIcpProfile(
      JSON.parse(readFileSync('examples/icp.json', 'utf8')),
    );
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
    const example = {
      ...subject,
      enrichment: { employeeCount: 240 },
      signals: {
        emailDomain: 'acme.io',
        registrableDomain: 'acme.io',
        isFreeEmail: false,
        isDisposable: false,
        isRoleAccount: false,
      },
    };
    expect(scoreActor(parsed.profile, example).scoring.explanation).toBe(
      'Score 80/100: raised by company size 240, within 50–1000, plan is team and a work address. ' +
        'Lowered by unknown industry (Sells software).',
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
      'Score 0/100: nothing raised it. Lowered by unknown company size, unknown plan (Paid plan), unknown industry (Sells software) and 1 more unknown fact.',
    );
  });

  it('names every known reason, heaviest first, before the unknown ones', () => {
    const known = { isFreeEmail: true, emailDomain: 'gmail.com' };
    const freeMail = {
      ...subject,
      enrichment: { employeeCount: 1200 },
      signals: {
        ...known,
        registrableDomain: 'gmail.com',
        isDisposable: false,
        isRoleAccount: false,
      },
    };
    // Lowered by two unknowns (30 + 20) and two known facts (30 + 20): the known ones come first
    // and none of them is cut, whatever the unknowns weigh.
    expect(scoreActor(profile, freeMail).scoring.explanation).toBe(
      'Score 30/100: raised by Paid plan (plan is team). ' +
        'Lowered by company size 1200, outside 50–1000, a free-mail address and unknown industry (Sells software).',
    );
  });

  it('names only the three heaviest unknown facts, the rest as a count; known ones all', () => {
    const outcomes = [1, 5, 3, 5, 2].map((weight, i) => ({
      rule: rule(
        { op: 'exists' },
        { id: `r${i}`, weight, description: `rule ${i}` },
      ),
      actual: undefined,
      matched: false,
    }));
    const knownLight = [0.1, 0.2, 0.3, 0.4].map((weight, i) => ({
      rule: rule({ op: 'eq', value: 'x' }, { id: `k${i}`, weight }),
      actual: `k${i}`,
      matched: false,
    }));
    expect(explainScore(0, outcomes)).toBe(
      'Score 0/100: nothing raised it. Lowered by unknown industry (rule 1), unknown industry (rule 3), unknown industry (rule 2) and 2 more unknown facts.',
    );
    expect(explainScore(0, [...outcomes, ...knownLight])).toBe(
      'Score 0/100: nothing raised it. Lowered by industry is k3, not x, industry is k2, not x, industry is k1, not x, industry is k0, not x, ' +
        'unknown industry (rule 1), unknown industry (rule 3), unknown industry (rule 2) and 2 more unknown facts.',
    );
  });

  it('never shows a field name for a rule without a description', () => {
    const text = scoreActor(profile, {
      ...subject,
      signals: {
        emailDomain: 'gmail.com',
        registrableDomain: 'gmail.com',
        isFreeEmail: true,
        isDisposable: false,
        isRoleAccount: false,
      },
    }).scoring.explanation;
    expect(text).not.toMatch(/isFreeEmail|employeeCount|metadata\./);
    expect(text).toContain('a free-mail address');
  });

  it('is at most two sentences', () => {
    const text = scoreActor(profile, subject).scoring.explanation;
    expect(text.split(/\.(?:\s|$)/).filter(Boolean)).toHaveLength(2);
  });
});
