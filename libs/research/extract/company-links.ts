// The company's own profiles (LinkedIn, X), as its site links to them. Sites link to other
// organisations too: the agency that built them ("Website by …", "Webdesign: …"), partners,
// parent companies, marketplaces; and to people (an employee's X account in a byline) and to
// what others said (an embedded tweet). A link is the company's own when the company's own
// Organization lists it (sameAs), or when its account name or its text names the company (its
// name or its domain), or when it is the page's only such profile, linked by a bare icon. The
// kinds of profile and their vocabulary: social-profiles.ts.
import { namesAgree, squashName } from '../trust/names.js';
import type { OrganizationData } from './json-ld-organization.js';
import type { PageAnchor } from './page-data.js';
import {
  LINK_TEXT_WORDS,
  LINKEDIN_COMPANY,
  X_PROFILE,
  type ProfileKind,
} from './social-profiles.js';

/** "Foo on LinkedIn", "Follow Foo", "X (formerly Twitter)" -> what is left of the name. */
function nameInLinkText(kind: ProfileKind, text: string): string {
  return text
    .replace(kind.platformWords, ' ')
    .replace(LINK_TEXT_WORDS, ' ')
    .replace(/[^\p{L}\p{N}@&]+/gu, ' ')
    .trim();
}

interface Names {
  names: readonly string[];
  domain: string;
  otherNames: readonly string[];
}

function isOwnLink(
  kind: ProfileKind,
  url: string,
  text: string,
  { names, domain, otherNames }: Names,
): boolean {
  const account = kind.account(url).replace(/[-_.]+/g, ' ');
  const named = nameInLinkText(kind, text);
  // A parent's or platform's page ("halvard-group" beside our "Halvard") is theirs, unless the
  // account is exactly one of our own names.
  const others = (value: string) =>
    value !== '' && otherNames.some((other) => namesAgree(value, other));
  const exactlyOurs = (value: string) =>
    names.some((name) => squashName(name) === squashName(value));
  if (
    (others(account) && !exactlyOurs(account)) ||
    (others(named) && !exactlyOurs(named))
  )
    return false;
  return (
    kind.namesCompany(account, names, domain) ||
    (named !== '' && kind.namesCompany(named, names, domain))
  );
}

/**
 * The company's profile of one kind: from its own Organization's sameAs, else the one link on
 * the page that is plausibly its own (none when several are). Links inside a quote (an embedded
 * tweet, a testimonial) are someone else's words, never the site's own links.
 */
function ownProfileUrl(
  kind: ProfileKind,
  org: OrganizationData | undefined,
  anchors: readonly PageAnchor[],
  names: readonly string[],
  domain: string,
  otherNames: readonly string[] = [],
): string | undefined {
  const listed = org?.sameAs.map(kind.canonical).find((url) => url);
  if (listed) return listed;
  const links = anchors.filter((anchor) => !anchor.quoted);
  const own = new Set<string>();
  for (const anchor of links) {
    const url = kind.canonical(anchor.href);
    if (url && isOwnLink(kind, url, anchor.text, { names, domain, otherNames }))
      own.add(url);
  }
  if (own.size) return own.size === 1 ? [...own][0] : undefined;
  return onlyIconLink(kind, links, otherNames);
}

/** The company's LinkedIn page (ownProfileUrl). */
export function ownLinkedinUrl(
  org: OrganizationData | undefined,
  anchors: readonly PageAnchor[],
  names: readonly string[],
  domain: string,
  otherNames: readonly string[] = [],
): string | undefined {
  return ownProfileUrl(
    LINKEDIN_COMPANY,
    org,
    anchors,
    names,
    domain,
    otherNames,
  );
}

/** The company's X account, `https://x.com/<handle>` (ownProfileUrl). */
export function ownXUrl(
  org: OrganizationData | undefined,
  anchors: readonly PageAnchor[],
  names: readonly string[],
  domain: string,
  otherNames: readonly string[] = [],
): string | undefined {
  return ownProfileUrl(X_PROFILE, org, anchors, names, domain, otherNames);
}

/**
 * A footer's social icons name no one: an icon link ("LinkedIn" as its aria-label or title, or
 * no text) to a profile whose account name is a number or a handle. It is the site's own when
 * it is the only profile of its kind the page links to at all, and its account names no other
 * organisation on the page (and, for X, every link to it sits in the header, footer or
 * navigation).
 */
function onlyIconLink(
  kind: ProfileKind,
  anchors: readonly PageAnchor[],
  otherNames: readonly string[],
): string | undefined {
  const pages = new Map<string, PageAnchor[]>();
  for (const anchor of anchors) {
    const url = kind.canonical(anchor.href);
    if (url) pages.set(url, [...(pages.get(url) ?? []), anchor]);
  }
  if (pages.size !== 1) return undefined;
  const [[url, links]] = [...pages];
  const account = kind.account(url).replace(/[-_.]+/g, ' ');
  const iconOnly = links.every(
    (link) => nameInLinkText(kind, link.text) === '',
  );
  const placed =
    !kind.iconsInLandmarksOnly || links.every((link) => link.landmark === true);
  const others = otherNames.some((other) => namesAgree(account, other));
  return iconOnly && placed && !others ? url : undefined;
}
