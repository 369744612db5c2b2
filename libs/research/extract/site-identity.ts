// Who a company site says it is: the names it shows a visitor (og:site_name, the parts of its
// <title>, the holder in its copyright line) and the JSON-LD Organization that is really its own.
// Themes and templates leave demo Organizations in their JSON-LD ("Acme Corporation", url
// example.com); agencies publish their own Organization on the sites they build. A block is the
// company's only when it agrees with the company's identity.
import { cleanText } from './clean-text.js';

const TITLE_SEPARATORS = /\s+[|\-–—·:•»]\s+/;

/** "© 2024 Brennerei Walser GmbH · Impressum" -> "Brennerei Walser GmbH" */
export function copyrightHolder(blocks: readonly string[]): string | undefined {
  for (const block of blocks) {
    const match =
      /(?:©|\(c\)|copyright)\s*(?:©\s*)?(?:(?:19|20)\d\d\s*(?:[-–]\s*(?:19|20)\d\d)?\s*)?[,.]?\s*(.+)/i.exec(
        block,
      );
    if (!match) continue;
    const holder = match[1]
      .split(/\s+[·|•–—]\s+|\.\s|\s{2,}|,?\s+all rights reserved/i)[0]
      ?.replace(/\.$/, '')
      .trim();
    const clean = cleanText(holder, 100);
    if (clean && /\p{L}/u.test(clean) && clean.split(/\s+/).length <= 8)
      return clean;
  }
  return undefined;
}

/** The parts of a title: "Acme Analytics | Product analytics" -> both halves. */
export function titleParts(title: string | undefined): string[] {
  return (title ?? '')
    .split(TITLE_SEPARATORS)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** `url` is on the company's registrable domain (any subdomain counts). */
export function onDomain(url: string | undefined, domain: string): boolean {
  if (!url || !URL.canParse(url)) return false;
  const host = new URL(url).hostname.toLowerCase().replace(/\.$/, '');
  return host === domain || host.endsWith(`.${domain}`);
}
