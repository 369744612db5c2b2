import { extractPage } from '../extract/html-extract.js';
import { speaksForDomain } from './site-domains.js';

const page = (url: string, head: string) => ({
  url,
  data: extractPage(`<html><head>${head}</head><body></body></html>`, url),
});

describe('speaksForDomain: a page reached by a redirect needs an identity link', () => {
  it.each([
    [
      'the domain itself',
      'https://www.acme.test/en/',
      '<title>Welcome</title>',
    ],
    [
      'the same name under another suffix',
      'https://acme.io/',
      '<title>Welcome</title>',
    ],
    [
      'a brand that is the domain name',
      'https://acme-group.test/',
      '<meta property="og:site_name" content="Acme">',
    ],
    [
      'a block whose url is on the domain',
      'https://holding.test/',
      '<script type="application/ld+json">{"@type":"Organization","name":"Holding","url":"https://acme.test/"}</script>',
    ],
  ])('speaks for acme.test: %s', (_why, url, head) => {
    expect(speaksForDomain(page(url, head), 'acme.test')).toBe(true);
  });

  it.each([
    ['another brand', '<title>Globex | Cloud hosting</title>'],
    [
      "another domain's block",
      '<script type="application/ld+json">{"@type":"Organization","name":"Globex","url":"https://globex.test/"}</script>',
    ],
    ['nothing at all', ''],
  ])('does not speak for acme.test: %s', (_why, head) => {
    expect(
      speaksForDomain(page('https://globex.test/', head), 'acme.test'),
    ).toBe(false);
  });
});
