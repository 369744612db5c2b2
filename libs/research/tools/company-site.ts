// What a company's own site says about it: the home page (structured data, meta, links,
// technology, prose) and at most one About/Company page it links to (prose: headcount,
// headquarters, funding). Structured data wins over prose; two pages stating different values
// for one fact state none.
import { aboutPageCandidates } from '../extract/about-links.js';
import { pushFact } from '../extract/fact-builder.js';
import { visibleNames } from '../extract/site-identity.js';
import { textFacts, type TextFacts } from '../extract/text-facts.js';
import { factsFromPage, holdsInstructions } from '../extract/website-facts.js';
import { judgePage, type PageVerdict } from '../trust/page-verdict.js';
import { refusalOf } from '../trust/vet-fact.js';
import type { Citation, Fact, FactKey, Observation } from '../types.js';
import type { ReadPage } from './page-reader.js';

/** Extra pages read per company at most (the About page, or a second candidate for it). */
export const MAX_EXTRA_PAGES = 2;

const TEXT_KEYS = [
  'employeeCount',
  'companyLocation',
  'fundingStage',
  'totalFunding',
] as const satisfies ReadonlyArray<keyof TextFacts & FactKey>;

export interface SiteReading {
  facts: Fact[];
  observations: Observation[];
}

/**
 * `readExtra` reads one more page of the site (through the same guard, cap and time limit) and
 * answers null when it cannot.
 */
export async function readCompanySite(
  home: ReadPage,
  domain: string,
  readExtra: (url: string) => Promise<ReadPage | null>,
  now: Date,
): Promise<SiteReading> {
  const facts = factsFromPage(home, domain, now);
  const name = facts.find((f) => f.key === 'companyName')?.value;
  const names = [
    ...(typeof name === 'string' ? [name] : []),
    ...visibleNames(home.data),
  ];
  const pages: Array<{ page: ReadPage; text: TextFacts }> = [
    { page: home, text: textFacts(home.data.text.blocks, names, domain) },
  ];
  for (const url of aboutPageCandidates(
    home.data.anchors,
    home.url,
    domain,
    MAX_EXTRA_PAGES,
  )) {
    const about = await readExtra(url);
    if (!about || about.status < 200 || about.status >= 300) continue;
    if (judgePage(about, []).kind !== 'company') break;
    pages.push({
      page: about,
      text: textFacts(about.data.text.blocks, names, domain),
    });
    break;
  }

  for (const key of TEXT_KEYS) {
    if (facts.some((f) => f.key === key)) continue; // structured data said it
    const stated = pages.filter((p) => p.text[key] !== undefined);
    const values = new Set(stated.map((p) => p.text[key]));
    if (values.size !== 1) continue;
    const value = stated[0].text[key];
    if (refusalOf(key, value, { domain }) !== null) continue;
    pushFact(facts, key, value, citationOf(stated[0].page, now));
  }

  const withInstructions = pages.find((p) => holdsInstructions(p.page.data));
  const observations: Observation[] = withInstructions
    ? [instructionsSeen(domain, withInstructions.page.url)]
    : [];
  return { facts, observations };
}

/**
 * What one page of the company's own site states, read on its own (the LLM agent's fetch_page):
 * the home page as the website tool reads it, any other page for its prose facts only (its
 * title is the page's, not the company's name). A parked or empty page states nothing.
 */
export function factsFromSitePage(
  page: ReadPage,
  domain: string,
  now: Date,
): SiteReading & { verdict: PageVerdict } {
  const verdict = judgePage(page, []);
  if (verdict.kind !== 'company')
    return { facts: [], observations: [], verdict };
  const home = new URL(page.url).pathname === '/';
  const facts = home ? factsFromPage(page, domain, now) : [];
  const names = visibleNames(page.data);
  const text = textFacts(page.data.text.blocks, names, domain);
  for (const key of TEXT_KEYS) {
    if (facts.some((f) => f.key === key) || text[key] === undefined) continue;
    if (refusalOf(key, text[key], { domain }) !== null) continue;
    pushFact(facts, key, text[key], citationOf(page, now));
  }
  const observations: Observation[] = holdsInstructions(page.data)
    ? [instructionsSeen(domain, page.url)]
    : [];
  return { facts, observations, verdict };
}

function instructionsSeen(domain: string, url: string): Observation {
  return {
    kind: 'instructions_ignored',
    detail: `The website of ${domain} holds text addressed to AI readers`,
    tool: 'website',
    url,
  };
}

function citationOf(page: ReadPage, now: Date): Citation {
  return {
    url: page.url,
    tool: 'website',
    ...(page.data.title ? { title: page.data.title } : {}),
    retrievedAt: now.toISOString(),
  };
}
