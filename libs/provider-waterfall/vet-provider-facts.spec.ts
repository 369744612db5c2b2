import type { ProviderFact } from '../providers/provider.js';
import { vetProviderFacts, type ProviderMatch } from './vet-provider-facts.js';

const match = (
  facts: ProviderFact[],
  employerDomain: string | null,
  confidence: number | null = 8,
): ProviderMatch => ({
  kind: 'match',
  recordId: 'rec-1',
  confidence,
  facts,
  employerDomain,
  cost: 1,
  retrievedAt: '2026-11-26T00:00:00.000Z',
});
const PERSON_AT_ACME: ProviderFact[] = [
  { key: 'fullName', value: 'Jane Doe' },
  { key: 'title', value: 'VP Engineering' },
  { key: 'companyName', value: 'Acme' },
  { key: 'companyDomain', value: 'acme.test' },
  { key: 'industry', value: 'Software' },
];
const vet = (
  m: ProviderMatch,
  addressDomain: string | null,
  personalAddress = false,
  minConfidence = 6,
) =>
  vetProviderFacts({
    provider: 'pdl',
    label: 'People Data Labs',
    match: m,
    addressDomain,
    personalAddress,
    minConfidence,
    scale: { min: 1, max: 10 },
  });

describe('a provider match through the trust rules', () => {
  it('keeps the company when the employer domain is the address’s, every fact cited', () => {
    const out = vet(match(PERSON_AT_ACME, 'www.acme.test'), 'acme.test');
    expect(out.employer).toBe('this_company');
    expect(out.facts.map((f) => f.key)).toEqual([
      'fullName',
      'title',
      'companyName',
      'industry',
    ]);
    for (const f of out.facts)
      expect(f.citation).toEqual({
        url: null,
        tool: 'pdl',
        title: 'People Data Labs record rec-1, match confidence 8 (1–10)',
        retrievedAt: '2026-11-26T00:00:00.000Z',
      });
  });

  it('does not give another domain’s employer (nor the title held there) as the company', () => {
    const out = vet(match(PERSON_AT_ACME, 'globex.test'), 'acme.test');
    expect(out.employer).toBe('other_employer');
    expect(out.facts.map((f) => f.key)).toEqual(['fullName']);
    expect(out.dropped).toContainEqual(
      expect.objectContaining({
        key: 'companyName',
        value: 'Acme',
        reason: 'other_employer',
      }),
    );
    expect(out.dropped.map((d) => d.key)).toContain('title');
  });

  it('keeps a free-mail person’s employer as the provider’s claim, and no other company fact', () => {
    const out = vet(match(PERSON_AT_ACME, 'acme.test'), 'gmail.com', true);
    expect(out.employer).toBe('claim');
    const name = out.facts.find((f) => f.key === 'companyName');
    expect(name?.citation.title).toMatch(/as the provider claims it/);
    expect(out.facts.map((f) => f.key)).not.toContain('industry');
    expect(out.dropped).toContainEqual(
      expect.objectContaining({ key: 'industry', reason: 'person_only' }),
    );
  });

  it('keeps no company fact when no employer domain ties it to the address', () => {
    const out = vet(match(PERSON_AT_ACME, null), 'acme.test');
    expect(out.employer).toBe('unknown');
    expect(out.facts.map((f) => f.key)).toEqual(['fullName']);
  });

  it('drops every fact of a match below the minimum confidence', () => {
    const out = vet(match(PERSON_AT_ACME, 'acme.test', 5), 'acme.test');
    expect(out.lowConfidence).toBe(true);
    expect(out.facts).toEqual([]);
    expect(out.dropped.every((d) => d.reason === 'low_confidence')).toBe(true);
    expect(
      vet(match(PERSON_AT_ACME, 'acme.test', 5), 'acme.test', false, 5).facts,
    ).not.toEqual([]);
  });

  it('keeps no provider word our vocabularies do not hold, and says so in the report', () => {
    const facts = PERSON_AT_ACME.filter((f) => f.key !== 'industry');
    const out = vet(
      {
        ...match(facts, 'acme.test'),
        untranslated: [
          { key: 'industry', value: 'Internet Software & Services' },
        ],
      },
      'acme.test',
    );
    expect(out.facts.map((f) => f.key)).not.toContain('industry');
    expect(out.dropped).toEqual([
      {
        key: 'industry',
        tool: 'pdl',
        value: 'Internet Software & Services',
        reason: 'not_in_vocabulary',
      },
    ]);
  });
});
