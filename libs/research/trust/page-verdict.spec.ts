import { extractPage } from '../extract/html-extract.js';
import { judgePage } from './page-verdict.js';
import { isParkingUrl, parkedWording, parkingNameServer } from './parking.js';

describe('parking signals', () => {
  it.each([
    ['ns1.sedoparking.com', true],
    ['NS2.BODIS.COM', true],
    ['ns1.parkingcrew.net', true],
    ['ns51.domaincontrol.com', false], // GoDaddy's ordinary DNS, not parking
    ['ns1.cloudflare.com', false],
  ])('name server %s -> %s', (ns, parked) => {
    expect(parkingNameServer([ns]) !== undefined).toBe(parked);
  });

  it.each([
    ['https://dan.com/buy-domain/orbitly.io?redirected=true', true],
    ['https://sedo.com/search/details/?domain=x.com', true],
    ['https://www.hugedomains.com/domain_profile.cfm?d=x', true],
    ['https://www.godaddy.com/domainsearch/find?domainToCheck=x.com', true],
    ['https://img1.wsimg.com/parking-lander/static/js/main.js', true],
    ['https://www.godaddy.com/', false],
    ['https://img1.wsimg.com/isteam/ip/logo.png', false],
    ['https://acme.com/sedo.com', false],
  ])('url %s -> %s', (url, parked) => {
    expect(isParkingUrl(url)).toBe(parked);
  });

  it.each([
    ['NorthgateVentures.com is for sale | HugeDomains', true],
    ['This domain may be for sale!', true],
    [
      'This website is for sale! velora-health.com is your first and best source',
      true,
    ],
    [
      'brightpath-consulting.com is parked free, courtesy of GoDaddy.com.',
      true,
    ],
    ['Diese Domain kaufen', true],
    ['Ce domaine est à vendre', true],
    ['This car is for sale: a 2019 Volvo estate', false],
    ['Make an offer on our spring collection', false],
    ['Parking for 40 cars behind the bakery', false],
  ])('wording %j -> %s', (text, parked) => {
    expect(parkedWording([text]) !== undefined).toBe(parked);
  });
});

const page = (html: string, url = 'http://x.test/') => ({
  url,
  data: extractPage(html, url),
});

describe('judgePage', () => {
  it('calls an ordinary company page a company page', () => {
    expect(
      judgePage(page('<title>Orchard Dental</title><p>Book a check-up.</p>'), [
        'ns1.cloudflare.com',
      ]),
    ).toEqual({
      kind: 'company',
    });
  });

  it('calls a page parked by its name servers, its loader or its wording', () => {
    expect(
      judgePage(page('<title>x.test</title>'), ['ns1.bodis.com']).kind,
    ).toBe('parked');
    expect(
      judgePage(
        page(
          '<script src="https://img.sedoparking.com/js/parking.min.js"></script>',
        ),
        [],
      ).kind,
    ).toBe('parked');
    expect(
      judgePage(page('<h1>The domain x.test is for sale</h1>'), []).kind,
    ).toBe('parked');
  });

  it.each([
    ['<title>Loading…</title><div id="root"></div>', 'a loading placeholder'],
    [
      '<title>React App</title><noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div>',
      'an empty app shell (id:root)',
    ],
    [
      '<title>Parcelio</title><app-root><p>Loading...</p></app-root>',
      'an empty app shell (tag:app-root)',
    ],
    [
      '<title>Tidepool</title><div id="__nuxt"></div>',
      'an empty app shell (id:__nuxt)',
    ],
  ])('calls %j an empty shell', (html, evidence) => {
    expect(judgePage(page(html), [])).toEqual({ kind: 'empty', evidence });
  });

  it('calls a rendered app with content a company page', () => {
    expect(
      judgePage(
        page(
          '<title>Lantern</title><div id="__next"><h1>Hear every customer</h1><p>Lantern clusters feedback from Zendesk, Gong and G2.</p></div>',
        ),
        [],
      ),
    ).toEqual({ kind: 'company' });
  });
});
