// Turns one fetched company home page into cited facts, each with the identity link that makes
// it the company's (trust/identity.ts). Structured data wins over OpenGraph, which wins over the
// <title>: the more deliberate the source, the more we trust it; but only the company's own
// block, brand and words count, and what the page says of other organizations is dropped.
import { makeFact } from './fact-builder.js';
import type { OrganizationData } from './json-ld-organization.js';
import type { PageData } from './page-data.js';
import { ownLinkedinUrl, ownXUrl } from './company-links.js';
import { industryFrom } from './industry.js';
import { linkedinCompanyUrl, xProfileUrl } from './profile-links.js';
import type { DroppedFact } from '../report/research-report.js';
import {
  pageIdentity,
  type IdentityLink,
  type PageIdentity,
} from '../trust/identity.js';
import { looksLikeInstructions } from '../trust/instructions.js';
import { isPlaceholderUrl } from '../trust/placeholders.js';
import { refusalOf, type VetContext } from '../trust/vet-fact.js';
import type { Citation, EnrichmentFacts, Fact, FactKey } from '../types.js';
import {
  aboutAnother,
  brandNameFromTitle,
  othersDropped,
} from './page-subjects.js';
import { detectWebTechnologies } from './web-tech-detect.js';
import { brandFromPage } from './brand-name.js';

/** A page as read: its final URL, response headers and what extraction kept. */
export interface FetchedPage {
  url: string;
  headers: Record<string, string>;
  data: PageData;
}

function isDemoBlock(org: OrganizationData, ctx: VetContext): boolean {
  const values: Array<[FactKey, string | undefined]> = [
    ['companyName', org.name],
    ['companyDescription', org.description],
    ['companyLocation', org.location],
    ...org.sameAs.map((link): [FactKey, string] => [
      'companyLinkedinUrl',
      link,
    ]),
    ['companyLinkedinUrl', org.url],
  ];
  return values.some(
    ([key, value]) =>
      value !== undefined && refusalOf(key, value, ctx) !== null,
  );
}

/** What one home page states about the company, and what it states about others. */
export interface HomePageReading {
  facts: Fact[];
  dropped: Array<Omit<DroppedFact, 'tool'>>;
  identity: PageIdentity;
  /** the company's own names as the page shows them (for reading its prose) */
  ownNames: string[];
  /** the company's X account (no `enrichment` member: the record's `company` extra) */
  xAccount?: { url: string; link: IdentityLink };
}

export function factsFromPage(
  page: FetchedPage,
  domain: string,
  retrievedAt: Date,
): Fact[] {
  return readHomePage(page, [domain], retrievedAt).facts;
}

/**
 * The identity rule on one home page (`domains`: the email's registrable domain first): only the
 * company's own block, its own brand and its own words become facts, each with its link.
 */
export function readHomePage(
  page: FetchedPage,
  domains: readonly string[],
  retrievedAt: Date,
): HomePageReading {
  const { data } = page;
  const [domain] = domains;
  const citation = pageCitation(page, retrievedAt);
  const ctx: VetContext = { domain };
  const identity = pageIdentity(data, domains);
  const dropped = othersDropped(identity, data.organizations);
  const own = identity.own;
  // A block that still carries one demo value (an "Anytown" address, lorem ipsum) was never
  // filled in: none of its values is taken, its numbers least of all.
  const demo = own !== undefined && isDemoBlock(own, ctx);
  if (demo)
    dropped.push({
      key: 'companyName',
      reason: 'placeholder',
      ...(own.name ? { value: own.name } : {}),
    });
  const org = own && !demo ? own : undefined;
  const orgLink = identity.ownLink;
  const facts: Fact[] = [];
  const push = <K extends FactKey>(
    key: K,
    candidates: Array<
      [EnrichmentFacts[K] | undefined, IdentityLink | undefined]
    >,
  ) => {
    const found = candidates.find(
      ([value]) => value !== undefined && refusalOf(key, value, ctx) === null,
    );
    if (found && found[1])
      facts.push({
        ...makeFact(key, found[0] as never, citation),
        link: found[1],
      });
    return found?.[0];
  };

  const brand = (name: string | undefined) =>
    name !== undefined && identity.brandNames.includes(name) ? name : undefined;
  const chosenName = push('companyName', [
    [org?.name, orgLink],
    [brand(data.openGraph.siteName), 'brand'],
    [
      brandFromPage(data, identity.brandNames, identity.otherNames, domain),
      'brand',
    ],
    [brandNameFromTitle(data.title, identity.brandNames, domain), 'brand'],
  ]);
  const ownNames = [
    ...(typeof chosenName === 'string' ? [chosenName] : []),
    ...identity.brandNames,
  ];
  const aboutUs = (text: string | undefined) =>
    text !== undefined &&
    !aboutAnother(text, ownNames, identity.otherNames, domain);
  const descriptions: Array<[string | undefined, IdentityLink | undefined]> = [
    [org?.description, orgLink],
    [data.metaDescription, 'own_site'],
    [data.openGraph.description, 'own_site'],
  ];
  for (const [text] of descriptions)
    if (text !== undefined && !aboutUs(text))
      dropped.push({
        key: 'companyDescription',
        reason: 'other_subject',
        value: text.slice(0, 120),
      });
  push(
    'companyDescription',
    descriptions.filter(([text]) => aboutUs(text)),
  );
  push('employeeCount', [[org?.employeeCount, orgLink]]);
  push('employeeRange', [[org?.employeeRange, orgLink]]);
  push('companyLocation', [[org?.location, orgLink]]);
  const listed = org?.sameAs.some((link) => linkedinCompanyUrl(link));
  push('companyLinkedinUrl', [
    [
      ownLinkedinUrl(org, data.anchors, ownNames, domain, identity.otherNames),
      listed ? orgLink : 'own_site',
    ],
  ]);
  const xUrl = ownXUrl(
    org,
    data.anchors,
    ownNames,
    domain,
    identity.otherNames,
  );
  const xLink = org?.sameAs.some((link) => xProfileUrl(link))
    ? orgLink
    : 'own_site';
  const xAccount =
    xUrl && xLink && !isPlaceholderUrl(xUrl)
      ? { url: xUrl, link: xLink }
      : undefined;
  // Only statements the rules accept speak for the company (no demo text, no instructions, no
  // other organization's description).
  const ownWords = [data.title, ...descriptions.map(([text]) => text)].filter(
    (text): text is string =>
      text !== undefined &&
      aboutUs(text) &&
      refusalOf('companyDescription', text, ctx) === null,
  );
  const linkedin = facts.find((f) => f.key === 'companyLinkedinUrl')?.value;
  push('industry', [
    [
      industryFrom({
        types: org?.types ?? [],
        linkedinSchool:
          typeof linkedin === 'string' && linkedin.includes('/school/'),
        companyName: typeof chosenName === 'string' ? chosenName : undefined,
        statements: ownWords,
      }),
      'own_site',
    ],
  ]);
  facts.push(...techFacts(page, citation));
  return {
    facts,
    dropped,
    identity,
    ownNames,
    ...(xAccount ? { xAccount } : {}),
  };
}

/**
 * True when the page holds text addressed to machines (in its title, descriptions, structured
 * data or visible text, hidden or not): never a fact, worth a concern.
 */
export function holdsInstructions(data: PageData): boolean {
  return [
    data.title,
    data.metaDescription,
    data.openGraph.title,
    data.openGraph.description,
    ...data.organizations.flatMap((org) => org.texts ?? []),
    ...data.text.blocks,
    ...data.text.quoted,
    ...data.asideTexts,
  ].some((text) => text !== undefined && looksLikeInstructions(text));
}

/** Technology fingerprints only: all an empty app shell tells about the company. */
export function techFactsFromPage(
  page: FetchedPage,
  retrievedAt: Date,
): Fact[] {
  return techFacts(page, pageCitation(page, retrievedAt));
}

function techFacts(page: FetchedPage, citation: Citation): Fact[] {
  // What the domain's own site runs on is the domain's, whoever wrote the page.
  return detectWebTechnologies(page.data, page.headers).map((technology) => ({
    ...makeFact('techStack', [technology], citation),
    link: 'own_domain' as const,
  }));
}

/** A website page cited: its final URL, and its title when it has one. */
export function pageCitation(page: FetchedPage, retrievedAt: Date): Citation {
  return {
    url: page.url,
    tool: 'website',
    ...(page.data.title ? { title: page.data.title } : {}),
    retrievedAt: retrievedAt.toISOString(),
  };
}
