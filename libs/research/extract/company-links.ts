// The company's own LinkedIn page, as its site links to it. Sites link to other organisations
// too: the agency that built them ("Website by …", "Webdesign: …"), partners, parent companies,
// marketplaces. A link is the company's own when the company's own Organization lists it
// (sameAs), or when its slug or its text names the company (its name or its domain).
import { nameMatchesDomain, namesAgree, squashName } from '../trust/names.js';
import type { OrganizationData } from './json-ld-organization.js';
import type { PageAnchor } from './page-data.js';
import { linkedinCompanyUrl, linkedinSlug } from './profile-links.js';

/** "Foo on LinkedIn", "Follow Foo", "LinkedIn" -> what is left of the name. */
function nameInLinkText(text: string): string {
  return text
    .replace(
      /\b(linked ?in|follow( us)?|on|auf|sur|bei|us|icon|profile|page|visit)\b/gi,
      ' ',
    )
    .trim();
}

function isOwnLink(
  url: string,
  text: string,
  names: readonly string[],
  domain: string,
  otherNames: readonly string[],
): boolean {
  const slug = linkedinSlug(url).replace(/[-_.]+/g, ' ');
  const named = nameInLinkText(text);
  // A parent's or platform's page ("halvard-group" beside our "Halvard") is theirs, unless the
  // slug is exactly one of our own names.
  const others = (value: string) =>
    value !== '' && otherNames.some((other) => namesAgree(value, other));
  const exactlyOurs = (value: string) =>
    names.some((name) => squashName(name) === squashName(value));
  if (
    (others(slug) && !exactlyOurs(slug)) ||
    (others(named) && !exactlyOurs(named))
  )
    return false;
  return (
    nameMatchesDomain(slug, domain) ||
    names.some((name) => namesAgree(slug, name)) ||
    (named !== '' &&
      (nameMatchesDomain(named, domain) ||
        names.some((name) => namesAgree(named, name))))
  );
}

/**
 * The company's LinkedIn: from its own Organization's sameAs, else the one link on the page
 * that is plausibly its own (none when several are).
 */
export function ownLinkedinUrl(
  org: OrganizationData | undefined,
  anchors: readonly PageAnchor[],
  names: readonly string[],
  domain: string,
  otherNames: readonly string[] = [],
): string | undefined {
  const listed = org?.sameAs
    .map(linkedinCompanyUrl)
    .find((url) => url !== undefined);
  if (listed) return listed;
  const own = new Set<string>();
  for (const anchor of anchors) {
    const url = linkedinCompanyUrl(anchor.href);
    if (url && isOwnLink(url, anchor.text, names, domain, otherNames))
      own.add(url);
  }
  if (own.size) return own.size === 1 ? [...own][0] : undefined;
  return onlyIconLink(anchors, otherNames);
}

/**
 * A footer's social icons name no one: an icon link ("LinkedIn" as its aria-label or title, or
 * no text) to a company page whose slug is a number or a handle. It is the site's own when it is
 * the only LinkedIn company page the page links to at all, and its slug names no other
 * organisation on the page.
 */
function onlyIconLink(
  anchors: readonly PageAnchor[],
  otherNames: readonly string[],
): string | undefined {
  const pages = new Map<string, string[]>();
  for (const anchor of anchors) {
    const url = linkedinCompanyUrl(anchor.href);
    if (url) pages.set(url, [...(pages.get(url) ?? []), anchor.text]);
  }
  if (pages.size !== 1) return undefined;
  const [[url, texts]] = [...pages];
  const slug = linkedinSlug(url).replace(/[-_.]+/g, ' ');
  const iconOnly = texts.every((text) => nameInLinkText(text) === '');
  const others = otherNames.some((other) => namesAgree(slug, other));
  return iconOnly && !others ? url : undefined;
}
