import { actorFields, parsePlace } from './actor-fields.js';

describe('what a destination can be sent about a person', () => {
  it.each([
    [
      'Austin, Texas, United States',
      { city: 'Austin', region: 'Texas', country: 'United States' },
    ],
    ['Berlin, Germany', null], // city and country, or city and state? Not said: not split
    ['San Francisco Bay Area', null],
    [
      'Paris, Île-de-France, France',
      { city: 'Paris', region: 'Île-de-France', country: 'France' },
    ],
    ['1 Main St, Springfield, 12345', null],
  ])(
    '%j is split into city, region and country only when unambiguous',
    (location, expected) => {
      expect(parsePlace(location)).toEqual(expected);
    },
  );

  it('reads each field from the record, leaving out what is unknown', () => {
    const fields = actorFields({
      email: 'ada@acme.test',
      name: null,
      enrichment: {
        fullName: 'Ada Lovelace',
        title: 'CTO',
        companyDomain: 'acme.test',
        location: 'Berlin, Germany',
      },
      intelligence: {
        suggestedHook:
          'Ask about their data pipeline. Then mention the migration.',
      },
      score: 82,
      scoring: { explanation: 'Senior, right industry' },
      band: 'hot',
      enrichedAt: new Date('2026-01-02T03:04:05Z'),
      dashboardUrl: null,
    });
    expect(fields).toEqual({
      email: 'ada@acme.test',
      fullName: 'Ada Lovelace',
      title: 'CTO',
      location: 'Berlin, Germany',
      companyDomain: 'acme.test',
      website: 'https://acme.test',
      score: 82,
      band: 'hot',
      scoreExplanation: 'Senior, right industry',
      outreachAdvice: 'Ask about their data pipeline.',
      lastEnrichedAt: '2026-01-02T03:04:05.000Z',
    });
  });
});
