import { decideWrites, norm } from './overwrite-rule.js';

const own = (p: string) => p.startsWith('se_');

describe('never overwrite what a person entered', () => {
  it.each([
    ['empty in the CRM', { jobtitle: '' }, {}, {}, true],
    ['absent in the CRM', {}, {}, {}, true],
    [
      'still the value we wrote last',
      { jobtitle: 'CTO' },
      { jobtitle: 'CTO' },
      {},
      true,
    ],
    [
      'what we announced before a write whose record was lost',
      { jobtitle: 'CTO' },
      {},
      { jobtitle: 'CTO' },
      true,
    ],
    ['already the value we would write', { jobtitle: 'VP' }, {}, {}, true],
    [
      'changed by a person after our write',
      { jobtitle: 'Chief Technologist' },
      { jobtitle: 'CTO' },
      {},
      false,
    ],
    [
      'entered by a person before we ever wrote',
      { jobtitle: 'Founder' },
      {},
      {},
      false,
    ],
    [
      'a capitalisation fix is a correction',
      { jobtitle: 'cto' },
      { jobtitle: 'CTO' },
      {},
      false,
    ],
  ])('%s', (_, current, written, intended, writes) => {
    const decision = decideWrites({
      values: { jobtitle: 'VP' },
      current,
      written,
      intended,
      own,
    });
    expect('jobtitle' in decision.write).toBe(writes);
    expect(decision.kept.includes('jobtitle')).toBe(!writes);
  });

  it('always writes our own properties', () => {
    const decision = decideWrites({
      values: { se_score: '82' },
      current: { se_score: '10' },
      written: { se_score: '40' },
      intended: {},
      own,
    });
    expect(decision.write).toEqual({ se_score: '82' });
  });

  it.each([
    ['82', '82.0'],
    [' CTO ', 'CTO'],
    ['2024-05-01T10:00:00Z', '2024-05-01T10:00:00.000Z'],
  ])('compares %j and %j as the same value', (a, b) =>
    expect(norm(a)).toBe(norm(b)),
  );
});
