import { extractPage } from './html-extract.js';

const ldPage = (org: Record<string, unknown>) =>
  `<html><head><script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Brasserie Numérique',
    url: 'https://brasserie.test/',
    ...org,
  })}</script></head><body></body></html>`;

const locationOf = (org: Record<string, unknown>) =>
  extractPage(ldPage(org), 'https://brasserie.test/').organizations[0]
    ?.location;

const office = (city: string, extra: Record<string, unknown> = {}) => ({
  '@type': 'PostalAddress',
  addressLocality: city,
  addressCountry: 'FR',
  ...extra,
});

describe('the seat in schema.org data: one address, or the one marked headquarters', () => {
  it('takes a single PostalAddress', () => {
    expect(locationOf({ address: office('Lyon') })).toBe('Lyon, FR');
  });

  it('takes no seat from a list of offices, whichever comes first', () => {
    expect(
      locationOf({
        address: [office('London'), office('Paris'), office('Lyon')],
      }),
    ).toBeUndefined();
  });

  it.each([
    ['name', { name: 'Headquarters' }],
    ['description', { description: 'Siège social' }],
    ['contactType', { contactType: 'HQ' }],
  ])('takes the office marked as the headquarters by its %s', (_how, mark) => {
    expect(
      locationOf({
        address: [office('London'), office('Paris'), office('Lyon', mark)],
      }),
    ).toBe('Lyon, FR');
  });

  it('reads a Place under `location`, not free text', () => {
    expect(
      locationOf({ location: { '@type': 'Place', address: office('Lyon') } }),
    ).toBe('Lyon, FR');
    expect(locationOf({ location: 'Worldwide' })).toBeUndefined();
  });
});

describe('<address> and <footer> text is kept line by line', () => {
  it('keeps each line of an address apart', () => {
    const page = extractPage(
      '<html><body><p>Hi</p><footer><p>Acme GmbH<br>Lindenstraße 12<br>10969 Berlin</p><p>© 2024 Acme</p></footer><address>Rua Nova 1, 4000-442 Porto</address></body></html>',
    );
    expect(page.addressBlocks.contained).toEqual([
      'Acme GmbH\nLindenstraße 12\n10969 Berlin\n© 2024 Acme',
      'Rua Nova 1, 4000-442 Porto',
    ]);
  });
});
