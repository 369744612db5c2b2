// Turns one fetched company home page into cited facts. Structured data (JSON-LD) wins over
// OpenGraph, which wins over the <title>: the more deliberate the source, the more we trust it.
import { cleanText } from './clean-text.js';
import { makeFact, pushFact } from './fact-builder.js';
import type { OrganizationData } from './json-ld-organization.js';
import type { PageData } from './page-data.js';
import { linkedinCompanyUrl } from './profile-links.js';
import type { Citation, Fact } from '../types.js';
import { detectWebTechnologies } from './web-tech-detect.js';

/** A page as read: its final URL, response headers and what extraction kept. */
export interface FetchedPage {
  url: string;
  headers: Record<string, string>;
  data: PageData;
}

const GENERIC_TITLES = new Set([
  'home',
  'homepage',
  'home page',
  'welcome',
  'index',
  'untitled',
]);

const squash = (text: string) =>
  text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

function hostMatches(url: string | undefined, domain: string): boolean {
  if (!url) return false;
  try {
    const host = new URL(url).hostname.replace(/^www\./, '');
    return host === domain || host.endsWith(`.${domain}`);
  } catch {
    return false;
  }
}

/** The site's own organization: the one whose url is on this domain, else the first. */
function ownOrganization(
  organizations: OrganizationData[],
  domain: string,
): OrganizationData | undefined {
  return (
    organizations.find((org) => hostMatches(org.url, domain)) ??
    organizations[0]
  );
}

/** 'Acme Analytics | Product analytics' -> 'Acme Analytics' (the part that looks like the domain). */
export function companyNameFromTitle(
  title: string | undefined,
  domain: string,
): string | undefined {
  if (!title) return undefined;
  const label = squash(domain.split('.')[0]);
  const parts = title
    .split(/\s+[|\-–—·:•]\s+/)
    .map((part) => part.trim())
    .filter((part) => part !== '' && !GENERIC_TITLES.has(part.toLowerCase()));
  const matching = parts.find(
    (part) =>
      label !== '' &&
      (squash(part).includes(label) || label.includes(squash(part))),
  );
  return cleanText(matching ?? parts[0], 100);
}

/** The one LinkedIn company page the site links to; none if it links to several. */
function linkedinFromAnchors(hrefs: string[]): string | undefined {
  const companies = new Set(
    hrefs
      .map(linkedinCompanyUrl)
      .filter((url): url is string => url !== undefined),
  );
  return companies.size === 1 ? [...companies][0] : undefined;
}

export function factsFromPage(
  page: FetchedPage,
  domain: string,
  retrievedAt: Date,
): Fact[] {
  const { data } = page;
  const citation: Citation = {
    url: page.url,
    tool: 'website',
    ...(data.title ? { title: data.title } : {}),
    retrievedAt: retrievedAt.toISOString(),
  };
  const org = ownOrganization(data.organizations, domain);
  const facts: Fact[] = [];
  pushFact(
    facts,
    'companyName',
    org?.name ??
      data.openGraph.siteName ??
      companyNameFromTitle(data.title, domain),
    citation,
  );
  pushFact(
    facts,
    'companyDescription',
    org?.description ?? data.metaDescription ?? data.openGraph.description,
    citation,
  );
  pushFact(facts, 'employeeCount', org?.employeeCount, citation);
  pushFact(facts, 'employeeRange', org?.employeeRange, citation);
  pushFact(facts, 'companyLocation', org?.location, citation);
  const linkedin =
    org?.sameAs.map(linkedinCompanyUrl).find((url) => url !== undefined) ??
    linkedinFromAnchors(data.anchors.map((a) => a.href));
  pushFact(facts, 'companyLinkedinUrl', linkedin, citation);
  for (const technology of detectWebTechnologies(data, page.headers)) {
    facts.push(makeFact('techStack', [technology], citation));
  }
  return facts;
}
