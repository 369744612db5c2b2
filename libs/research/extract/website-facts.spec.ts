// One company page in, cited facts out: which JSON-LD Organization is the company's own.
import type { Fact } from '../types.js';
import { extractPage } from './html-extract.js';
import { factsFromPage, readHomePage } from './website-facts.js';

const ld = (value: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

function facts(html: string, domain: string): Record<string, unknown> {
  const url = `https://${domain}/`;
  const list: Fact[] = factsFromPage(
    { url, headers: {}, data: extractPage(html, url) },
    domain,
    new Date('2025-01-15T12:00:00Z'),
  );
  return Object.fromEntries(
    list.filter((f) => f.key !== 'techStack').map((f) => [f.key, f.value]),
  );
}

const DEMO = {
  '@type': 'Organization',
  name: 'Acme Corporation',
  url: 'https://example.com',
  description: 'Lorem ipsum dolor sit amet.',
  numberOfEmployees: '5000',
  address: { addressLocality: 'Anytown', addressRegion: 'CA' },
  sameAs: ['https://www.linkedin.com/company/example'],
};

describe('factsFromPage: whose Organization it is', () => {
  it("ignores a theme's demo Organization and reads what the page shows", () => {
    expect(
      facts(
        `<title>Brennerei Walser – Edelbrände</title><meta property="og:site_name" content="Brennerei Walser">
        <meta name="description" content="Familienbrennerei im Allgäu.">${ld(DEMO)}`,
        'brennerei-walser.de',
      ),
    ).toEqual({
      companyName: 'Brennerei Walser',
      companyDescription: 'Familienbrennerei im Allgäu.',
    });
  });

  it("ignores another organisation's block (an agency's, in a Yoast graph)", () => {
    expect(
      facts(
        `<title>Orchard Dental | Family Dentist in Galway</title>${ld({
          '@graph': [
            { '@type': 'WebSite', name: 'Orchard Dental' },
            {
              '@type': 'Organization',
              name: 'BrightMedia Digital',
              url: 'https://brightmedia.ie/',
              numberOfEmployees: 30,
              sameAs: ['https://www.linkedin.com/company/brightmedia-digital'],
            },
          ],
        })}`,
        'orchard-dental.ie',
      ),
    ).toEqual({ companyName: 'Orchard Dental', industry: 'Healthcare' });
  });

  it('takes no block on a copyright line alone: it names the legal owner, often a parent', () => {
    expect(
      facts(
        `<title>Startseite</title>${ld({
          '@type': 'Organization',
          name: 'Schreiner Küchen GmbH',
          numberOfEmployees: '1.200',
        })}<footer><p>© 2024 Schreiner Küchen GmbH · Impressum</p></footer>`,
        'kuechen-schreiner.de',
      ),
    ).toEqual({});
  });

  it('takes a block without url whose name the page shows as its brand', () => {
    expect(
      facts(
        `<title>Startseite</title><meta property="og:site_name" content="Schreiner Küchen">${ld(
          {
            '@type': 'Organization',
            name: 'Schreiner Küchen GmbH',
            numberOfEmployees: '1.200',
          },
        )}`,
        'kuechen-schreiner.de',
      ),
    ).toMatchObject({
      companyName: 'Schreiner Küchen GmbH',
      employeeCount: 1200,
    });
  });

  it('takes nothing from an own-looking block that still holds a demo value', () => {
    expect(
      facts(
        `<title>Kinetiq Labs</title>${ld({ ...DEMO, name: 'Kinetiq Labs', url: 'https://kinetiq-labs.io/' })}`,
        'kinetiq-labs.io',
      ),
    ).toEqual({ companyName: 'Kinetiq Labs' });
  });
});

/** The X account readHomePage gives for one page of `domain`. */
const readX = (html: string, domain: string) => {
  const url = `https://${domain}/`;
  return readHomePage(
    { url, headers: {}, data: extractPage(html, url) },
    [domain],
    new Date('2025-01-15T12:00:00Z'),
  ).xAccount;
};

describe('readHomePage: the X account', () => {
  it("is the own Organization's sameAs, linked as that block is", () => {
    expect(
      readX(
        `<title>Lantern</title>${ld({
          '@type': 'Organization',
          name: 'Lantern',
          url: 'https://lanternhq.com/',
          sameAs: ['https://twitter.com/LanternHQ'],
        })}`,
        'lanternhq.com',
      ),
    ).toEqual({ url: 'https://x.com/lanternhq', link: 'url' });
  });

  it("is never a theme's demo block's", () => {
    expect(
      readX(
        `<title>Brennerei Walser</title>${ld({ ...DEMO, sameAs: ['https://twitter.com/example'] })}`,
        'brennerei-walser.de',
      ),
    ).toBeUndefined();
  });

  it("is a footer icon, linked as the site's own", () => {
    expect(
      readX(
        '<title>Ravenstack</title><footer><a href="https://x.com/rvnstk" aria-label="X"></a></footer>',
        'ravenstack.io',
      ),
    ).toEqual({ url: 'https://x.com/rvnstk', link: 'own_site' });
  });
});
