// Turns one fetched company home page into cited facts. Structured data (JSON-LD) wins over
// OpenGraph, which wins over the <title>: the more deliberate the source, the more we trust it.
import { cleanText } from './clean-text.js';
import { makeFact, pushFact } from './fact-builder.js';
import type { OrganizationData } from './json-ld-organization.js';
import type { PageData } from './page-data.js';
import { ownLinkedinUrl } from './company-links.js';
import { industryFrom } from './industry.js';
import { looksLikeInstructions } from '../trust/instructions.js';
import { refusalOf, type VetContext } from '../trust/vet-fact.js';
import type { Citation, EnrichmentFacts, Fact, FactKey } from '../types.js';
import { ownOrganization, titleParts, visibleNames } from './site-identity.js';
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

/** 'Acme Analytics | Product analytics' -> 'Acme Analytics' (the part that looks like the domain). */
export function companyNameFromTitle(
  title: string | undefined,
  domain: string,
): string | undefined {
  if (!title) return undefined;
  const label = squash(domain.split('.')[0]);
  const parts = titleParts(title).filter(
    (part) => !GENERIC_TITLES.has(part.toLowerCase()),
  );
  const matching = parts.find(
    (part) =>
      label !== '' &&
      (squash(part).includes(label) || label.includes(squash(part))),
  );
  return cleanText(matching ?? parts[0], 100);
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

/** The first candidate the trust rules accept for `key`. */
function firstAcceptable<K extends FactKey>(
  key: K,
  candidates: ReadonlyArray<EnrichmentFacts[K] | undefined>,
  ctx: VetContext,
): EnrichmentFacts[K] | undefined {
  return candidates.find(
    (value) => value !== undefined && refusalOf(key, value, ctx) === null,
  );
}

export function factsFromPage(
  page: FetchedPage,
  domain: string,
  retrievedAt: Date,
): Fact[] {
  const { data } = page;
  const citation = pageCitation(page, retrievedAt);
  const ctx: VetContext = { domain };
  const own = ownOrganization(data.organizations, domain, visibleNames(data));
  // A block that still carries one demo value (an "Anytown" address, lorem ipsum) was never
  // filled in: none of its values is taken, its numbers least of all.
  const org = own && !isDemoBlock(own, ctx) ? own : undefined;
  const facts: Fact[] = [];
  const push = <K extends FactKey>(
    key: K,
    ...candidates: Array<EnrichmentFacts[K] | undefined>
  ) => pushFact(facts, key, firstAcceptable(key, candidates, ctx), citation);

  const chosenName = firstAcceptable(
    'companyName',
    [
      org?.name,
      data.openGraph.siteName,
      companyNameFromTitle(data.title, domain),
    ],
    ctx,
  );
  pushFact(facts, 'companyName', chosenName, citation);
  push(
    'companyDescription',
    org?.description,
    data.metaDescription,
    data.openGraph.description,
  );
  push('employeeCount', org?.employeeCount);
  push('employeeRange', org?.employeeRange);
  push('companyLocation', org?.location);
  const names = [
    ...(chosenName === undefined ? [] : [chosenName]),
    ...visibleNames(data),
  ];
  const linkedin = firstAcceptable(
    'companyLinkedinUrl',
    [ownLinkedinUrl(org, data.anchors, names, domain)],
    ctx,
  );
  pushFact(facts, 'companyLinkedinUrl', linkedin, citation);
  // Only statements the rules accept speak for the company (no demo text, no instructions).
  const ownWords = [
    data.title,
    data.metaDescription,
    data.openGraph.description,
    org?.description,
  ].filter(
    (text) =>
      text !== undefined && refusalOf('companyDescription', text, ctx) === null,
  );
  push(
    'industry',
    industryFrom({
      types: org?.types ?? [],
      linkedinSchool: linkedin?.includes('/school/') ?? false,
      companyName: chosenName,
      statements: ownWords,
    }),
  );
  facts.push(...techFacts(page, citation));
  return facts;
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
    ...data.organizations.flatMap((org) => [org.name, org.description]),
    ...data.text.blocks,
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
  return detectWebTechnologies(page.data, page.headers).map((technology) =>
    makeFact('techStack', [technology], citation),
  );
}

function pageCitation(page: FetchedPage, retrievedAt: Date): Citation {
  return {
    url: page.url,
    tool: 'website',
    ...(page.data.title ? { title: page.data.title } : {}),
    retrievedAt: retrievedAt.toISOString(),
  };
}
