import { aboutPageCandidates } from './about-links.js';

const a = (href: string, text: string) => ({ href, text });

describe('aboutPageCandidates', () => {
  it('finds the About page in several languages, own domain only, best first', () => {
    expect(
      aboutPageCandidates(
        [
          a('https://nordwind-energie.de/projekte', 'Projekte'),
          a('https://nordwind-energie.de/ueber-uns', 'Über uns'),
          a(
            'https://www.nordwind-energie.de/unternehmen#team',
            'Mehr erfahren',
          ),
          a('https://agentur.example/about', 'About'),
          a('https://nordwind-energie.de/karriere', 'About our jobs'),
        ],
        'https://nordwind-energie.de/',
        'nordwind-energie.de',
      ),
    ).toEqual([
      'https://nordwind-energie.de/ueber-uns',
      'https://www.nordwind-energie.de/unternehmen',
    ]);
  });

  it.each([
    ['http://atelier-lumen.fr/qui-sommes-nous', 'Qui sommes-nous'],
    ['http://tidewater-freight.nl/about-us', 'About us'],
    ['http://verdant-ag.com/company', 'Company'],
    ['http://hollowbrook.com/pages/about', 'About us'],
  ])('%s', (href, text) => {
    const home = `${new URL(href).origin}/`;
    expect(
      aboutPageCandidates([a(href, text)], home, new URL(href).hostname),
    ).toEqual([href]);
  });

  it('finds none on a page without one', () => {
    expect(
      aboutPageCandidates(
        [a('https://acme.test/pricing', 'Pricing')],
        'https://acme.test/',
        'acme.test',
      ),
    ).toEqual([]);
  });
});
