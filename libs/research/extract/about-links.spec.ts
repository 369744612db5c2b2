import { aboutPageCandidates, peoplePageLinks } from './about-links.js';

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

describe('peoplePageLinks: the team page and blog index the home page links to', () => {
  const home = 'https://acme.test/';
  it.each([
    ['https://acme.test/team', 'Team'],
    ['https://acme.test/about/our-team', 'Our team'],
    ['https://acme.test/leadership', 'Leadership'],
    ['https://acme.test/people', 'People'],
    ['https://acme.test/de/ueber-uns', 'Über uns'],
    ['https://acme.test/fr/equipe', 'Équipe'],
    ['https://acme.test/es/equipo', 'Equipo'],
    ['https://acme.test/p/12', 'Meet the team'],
  ])('finds the team page %s ("%s")', (href, text) => {
    expect(peoplePageLinks([a(href, text)], home, 'acme.test').team).toBe(href);
  });

  it.each([
    ['https://acme.test/blog', 'Blog'],
    ['https://acme.test/news', 'News'],
    ['https://acme.test/insights', 'Insights'],
    ['https://acme.test/de/aktuelles', 'Aktuelles'],
  ])('finds the blog index %s ("%s")', (href, text) => {
    expect(peoplePageLinks([a(href, text)], home, 'acme.test').blog).toBe(href);
  });

  it('prefers a team page to an About page, and falls back to the About page', () => {
    expect(
      peoplePageLinks(
        [
          a('https://acme.test/about', 'About'),
          a('https://acme.test/team', 'Team'),
        ],
        home,
        'acme.test',
      ).team,
    ).toBe('https://acme.test/team');
    expect(
      peoplePageLinks(
        [a('https://acme.test/about', 'About')],
        home,
        'acme.test',
      ).team,
    ).toBe('https://acme.test/about');
  });

  it('takes no team page or blog of another domain (an agency, a partner)', () => {
    expect(
      peoplePageLinks(
        [
          a('https://agency.test/team', 'Our team'),
          a('https://medium.com/acme-blog', 'Blog'),
          a('https://acme.test/careers', 'Join the team'),
        ],
        home,
        'acme.test',
      ),
    ).toEqual({});
  });
});
