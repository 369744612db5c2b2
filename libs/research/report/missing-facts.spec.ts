import { missingFacts } from './missing-facts.js';
import type { DroppedFact } from './research-report.js';

const drop = (key: string, reason: DroppedFact['reason']): DroppedFact => ({
  key,
  tool: 'website',
  reason,
});

const whyOf = (dropped: DroppedFact[], facts: Record<string, unknown>) =>
  Object.fromEntries(
    missingFacts({ dropped }, facts).map((m) => [m.key, m.why]),
  );

describe('missingFacts: which side of the trade an empty fact fell on', () => {
  const work = { companyDomain: 'acme.test', companyName: 'Acme' };

  it('says nothing of the facts the record holds', () => {
    expect(whyOf([], work)).not.toHaveProperty('companyName');
  });

  it.each([
    ['not stated anywhere', [], 'not_stated'],
    [
      'stated without an identity link',
      [drop('companyLocation', 'no_identity_link')],
      'not_linked',
    ],
    [
      'stated twice, differently',
      [drop('companyLocation', 'conflict')],
      'not_linked',
    ],
    [
      "another organisation's",
      [drop('companyLocation', 'other_subject')],
      'other_organisation',
    ],
    [
      "another's, and also unlinked: refused as another's",
      [
        drop('companyLocation', 'no_identity_link'),
        drop('companyLocation', 'other_subject'),
      ],
      'other_organisation',
    ],
    [
      'a demo value is no statement',
      [drop('companyLocation', 'placeholder')],
      'not_stated',
    ],
  ])('%s', (_case, dropped, why) => {
    expect(whyOf(dropped as DroppedFact[], work).companyLocation).toBe(why);
  });

  it('explains a title held at another employer', () => {
    expect(whyOf([drop('title', 'other_employer')], work).title).toBe(
      'other_organisation',
    );
  });

  it('explains only the title for an address with no company', () => {
    expect(Object.keys(whyOf([], {}))).toEqual(['title']);
  });
});
