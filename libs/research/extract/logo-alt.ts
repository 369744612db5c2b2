// The site's logo as an image says the brand in its alt text: an image marked as the logo (its
// class, id or file name), or the image inside the link to the home page.
import { cleanText } from './clean-text.js';

/** The alt text of `attribs`' image when it is the site's logo (`anchorHref`: the link it is in). */
export function logoAlt(
  attribs: Readonly<Record<string, string>>,
  anchorHref: string | undefined,
  pageUrl: string | undefined,
): string | undefined {
  const alt = cleanText(attribs.alt, 100);
  if (!alt) return undefined;
  const marked = /logo/i.test(
    `${attribs.class ?? ''} ${attribs.id ?? ''} ${attribs.src ?? ''}`,
  );
  return marked || linksHome(anchorHref, pageUrl) ? alt : undefined;
}

function linksHome(href: string | undefined, pageUrl: string | undefined) {
  if (!href || !pageUrl || !URL.canParse(href) || !URL.canParse(pageUrl))
    return false;
  const target = new URL(href);
  return target.pathname === '/' && target.host === new URL(pageUrl).host;
}
