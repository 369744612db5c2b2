// The company's X account from its own home page, by the rule its LinkedIn follows
// (company-links.ts): each form a site links it in, and the links that are not the company's.
import { ownXUrl } from './company-links.js';
import { extractPage } from './html-extract.js';
import type { OrganizationData } from './json-ld-organization.js';
import { xProfileUrl } from './profile-links.js';

const DOMAIN = 'lumen-ledger.test';
const NAMES = ['Lumen Ledger'];

/** The X account the page's links give, for Lumen Ledger at lumen-ledger.test. */
function xOf(body: string, org?: OrganizationData, others: string[] = []) {
  const url = `https://${DOMAIN}/`;
  const page = extractPage(`<html><body>${body}</body></html>`, url);
  return ownXUrl(org, page.anchors, NAMES, DOMAIN, others);
}

const ICON = '<svg viewBox="0 0 24 24"><path d="M0 0"/></svg>';

describe('xProfileUrl', () => {
  it.each([
    ['https://twitter.com/LumenLedger', 'https://x.com/lumenledger'],
    ['https://x.com/lumenledger/', 'https://x.com/lumenledger'],
    ['https://mobile.twitter.com/lumen_hq?lang=en', 'https://x.com/lumen_hq'],
    ['//www.twitter.com/@lumenledger', 'https://x.com/lumenledger'],
  ])('canonicalises an account: %s', (raw, url) => {
    expect(xProfileUrl(raw)).toBe(url);
  });

  it.each([
    'https://twitter.com/intent/tweet?text=Hi&url=https://lumen-ledger.test',
    'https://twitter.com/share?url=https://lumen-ledger.test',
    'https://x.com/intent/post?text=x',
    'https://twitter.com/home?status=Read%20this',
    'https://twitter.com/lumenledger/status/1790000000000000000',
    'https://twitter.com/hashtag/fintech',
    'https://twitter.com/i/lists/123',
    'https://twitter.com/',
    'https://x.com/x',
    'https://twitter.com/a_handle_far_too_long',
    'https://nottwitter.com/lumenledger',
  ])('is no account: %s', (raw) => {
    expect(xProfileUrl(raw)).toBeUndefined();
  });
});

describe('ownXUrl: the forms a site links its account in', () => {
  it.each([
    [
      'an icon whose aria-label is "X"',
      `<footer><a href="https://x.com/ll_finance" aria-label="X">${ICON}</a></footer>`,
    ],
    [
      'an icon whose title is "Follow us on Twitter"',
      `<footer><a href="https://twitter.com/ll_finance" title="Follow us on Twitter">${ICON}</a></footer>`,
    ],
    [
      'an icon with no text in a div-built footer',
      `<div class="site-footer"><ul><li><a href="https://twitter.com/ll_finance">${ICON}</a></li></ul></div>`,
    ],
    [
      'an icon in the header',
      `<header><nav><a href="https://x.com/ll_finance" aria-label="X (formerly Twitter)">${ICON}</a></nav></header>`,
    ],
  ])('an icon naming no one, the only account linked: %s', (_how, body) => {
    expect(xOf(body)).toBe('https://x.com/ll_finance');
  });

  it.each([
    [
      'the handle is the name',
      '<p>News: <a href="https://twitter.com/LumenLedger">Twitter</a></p>',
    ],
    [
      'the handle is the name with an affix',
      '<p><a href="https://x.com/lumenledgerhq">X</a></p>',
    ],
    [
      'the aria-label names the company',
      `<main><a href="https://x.com/ll_fin" aria-label="Lumen Ledger on X">${ICON}</a></main>`,
    ],
    [
      'the text names the company, beside an employee named by handle',
      '<p><a href="https://x.com/ll_fin">Follow Lumen Ledger</a> · <a href="https://x.com/janeroe">@janeroe</a></p>',
    ],
  ])(
    'a link that names the company, anywhere on the page: %s',
    (_how, body) => {
      expect(xOf(body)).toMatch(
        /^https:\/\/x\.com\/(lumenledger(hq)?|ll_fin)$/,
      );
    },
  );

  it("takes what the company's own Organization lists in sameAs", () => {
    const org: OrganizationData = {
      name: 'Lumen Ledger',
      sameAs: [
        'https://www.linkedin.com/company/lumen-ledger',
        'https://twitter.com/LL_Finance',
      ],
    };
    expect(xOf('<p>No links here.</p>', org)).toBe('https://x.com/ll_finance');
  });
});

describe('ownXUrl: links that are not the company account', () => {
  it.each([
    [
      'a share button',
      `<footer><a href="https://twitter.com/intent/tweet?url=https%3A%2F%2Flumen-ledger.test" aria-label="Share on X">${ICON}</a></footer>`,
    ],
    [
      "an embedded tweet of a customer (its author's and mentioned accounts)",
      '<blockquote class="twitter-tweet"><p>Switched our books to <a href="https://twitter.com/ll_finance?ref_src=twsrc%5Etfw">@ll_finance</a></p>&mdash; Mara Quist (@maraquist) <a href="https://twitter.com/maraquist/status/1790000000000000000?ref_src=twsrc%5Etfw">May 2, 2024</a></blockquote>',
    ],
    [
      "an employee's handle in a blog byline",
      '<article><h3>Closing the books in a day</h3><p>By Jane Roe <a href="https://x.com/janeroe">@janeroe</a></p></article>',
    ],
    [
      "an employee's bare icon in a team card",
      `<section><div class="card"><h3>Jane Roe</h3><div class="card-footer"><a href="https://x.com/janeroe" aria-label="X">${ICON}</a></div></div></section>`,
    ],
    [
      'an employee whose handle contains the company name',
      '<p>Questions? Ask <a href="https://x.com/jane_lumenledger">Jane on X</a></p>',
    ],
    [
      "a partner's account",
      '<p>Follow our partner <a href="https://x.com/brightbooks">Brightbooks</a> for tips.</p>',
    ],
  ])('%s', (_how, body) => {
    expect(xOf(body)).toBeUndefined();
  });

  it("is not a partner's bare icon when the page names the partner", () => {
    expect(
      xOf(
        `<footer><a href="https://x.com/brightbooks_io" aria-label="X">${ICON}</a></footer>`,
        undefined,
        ['Brightbooks'],
      ),
    ).toBeUndefined();
  });

  it('gives none when two icons name no one', () => {
    expect(
      xOf(
        `<footer><a href="https://x.com/ll_finance" aria-label="X">${ICON}</a><a href="https://x.com/ll_support" aria-label="X">${ICON}</a></footer>`,
      ),
    ).toBeUndefined();
  });

  it('gives none when two links both name the company', () => {
    expect(
      xOf(
        '<p><a href="https://x.com/lumenledger">X</a> <a href="https://x.com/getlumenledger">X</a></p>',
      ),
    ).toBeUndefined();
  });

  it('keeps the footer icon when the only other account is in an embedded tweet', () => {
    expect(
      xOf(
        '<blockquote class="twitter-tweet"><p>Love it</p>&mdash; Mara (@maraquist) <a href="https://twitter.com/maraquist?ref_src=twsrc%5Etfw">@maraquist</a></blockquote>' +
          `<footer><a href="https://x.com/ll_finance" aria-label="X">${ICON}</a></footer>`,
      ),
    ).toBe('https://x.com/ll_finance');
  });
});
