// The one page a company site has about itself: "About us", "Company", "Über uns", "Qui
// sommes-nous"… linked from its home page. Facts such as headcount and headquarters are often
// stated only there.
import { onDomain } from './site-identity.js';
import type { PageAnchor } from './page-data.js';

const ABOUT_PATHS =
  /^\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?(?:about(?:-us)?|company|our-company|who-we-are|our-story|team|ueber-uns|uber-uns|über-uns|unternehmen|wir|qui-sommes-nous|a-propos|à-propos|chi-siamo|sobre-nos|sobre-nosotros|quienes-somos|over-ons|om-oss|om-os|pages\/about(?:-us)?|about\/company)\/?$/i;
const ABOUT_TEXT =
  /^(?:about|about us|company|our company|who we are|our story|über uns|unternehmen|qui sommes-nous\s?\??|à propos|a propos|chi siamo|sobre nós|sobre nosotros|quiénes somos|over ons|om oss|om os)$/i;

/**
 * Up to `max` candidate About pages on the company's own domain, best first: a link whose text
 * and path both say "about" before one where only one does.
 */
export function aboutPageCandidates(
  anchors: readonly PageAnchor[],
  homeUrl: string,
  domain: string,
  max = 2,
): string[] {
  const scored = new Map<string, number>();
  for (const anchor of anchors) {
    if (!onDomain(anchor.href, domain) || !URL.canParse(anchor.href)) continue;
    const url = new URL(anchor.href);
    url.hash = '';
    url.search = '';
    const href = url.toString();
    if (
      href === homeUrl ||
      (url.protocol !== 'http:' && url.protocol !== 'https:')
    )
      continue;
    let path = url.pathname;
    try {
      path = decodeURIComponent(path);
    } catch {
      // a malformed escape: compare as is
    }
    const score =
      (ABOUT_PATHS.test(path) ? 2 : 0) +
      (ABOUT_TEXT.test(anchor.text.trim()) ? 1 : 0);
    if (score > 0) scored.set(href, Math.max(score, scored.get(href) ?? 0));
  }
  return [...scored.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, max)
    .map(([href]) => href);
}
