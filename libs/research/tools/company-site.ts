// What a company's own site says about it: the home page (structured data, meta, links,
// technology, prose) and at most one About/Company page it links to (prose: headcount,
// headquarters, funding). Every fact is the company's only through an identity link
// (trust/identity.ts): the page's other organizations (a parent, platforms, customers) are other
// subjects. Structured data wins over prose; two pages stating different values for one fact
// state none.
import {
  aboutPageCandidates,
  contactPageCandidates,
  peoplePageLinks,
} from '../extract/about-links.js';
import { seatOf } from '../extract/address-text.js';
import { copyrightHolder } from '../extract/site-identity.js';
import { textFacts, type TextFacts } from '../extract/text-facts.js';
import {
  holdsInstructions,
  pageCitation,
  readHomePage,
} from '../extract/website-facts.js';
import type { DroppedFact, RefusalPolicy } from '../report/research-report.js';
import { pageIdentity } from '../trust/identity.js';
import { namesAgree } from '../trust/names.js';
import { judgePage, type PageVerdict } from '../trust/page-verdict.js';
import { refusalOf } from '../trust/vet-fact.js';
import type {
  CompanyProfile,
  Fact,
  FactKey,
  Observation,
  ParentOrganization,
  PeoplePages,
} from '../types.js';
import type { ReadPage } from './page-reader.js';
import { siteDomains, speaksForDomain } from './site-domains.js';

/** About-page reads per company at most (the About page, or a second candidate for it). */
const MAX_ABOUT_PAGES = 2;
/** Extra pages read per company at most: the About page's reads, then the contact page. */
export const MAX_EXTRA_PAGES = MAX_ABOUT_PAGES + 1;

const TEXT_KEYS = [
  'employeeCount',
  'employeeRange',
  'companyLocation',
  'fundingStage',
  'totalFunding',
] as const satisfies ReadonlyArray<keyof TextFacts & FactKey>;

export interface SiteReading {
  facts: Fact[];
  observations: Observation[];
  refusals: Array<{ policy: RefusalPolicy; detail: string }>;
  dropped: Array<Omit<DroppedFact, 'tool'>>;
  parent?: ParentOrganization;
  /** the company's X account, as the home page links to it */
  xAccount?: CompanyProfile;
  /** where the home page links the company's people (read per signup, never here) */
  peoplePages?: PeoplePages;
}

/** The names the company goes by on its site, and the names of the others it mentions. */
function subjectNames(
  home: ReturnType<typeof readHomePage>,
  blocks: readonly string[],
) {
  // A copyright holder that is not the brand is the legal owner, often a parent: another name.
  const holder = copyrightHolder(blocks);
  const others = [...home.identity.otherNames];
  if (holder && !home.ownNames.some((name) => namesAgree(name, holder)))
    others.push(holder);
  return {
    own: home.ownNames,
    others,
    firstPersonIsOurs: !home.identity.speaksAsAnother,
  };
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
  const domains = siteDomains(domain, home.url);
  const reading = readHomePage(home, domains, now);
  const names = subjectNames(reading, home.data.text.blocks);
  const pages: Array<{ page: ReadPage; text: TextFacts }> = [
    {
      page: home,
      text: textFacts(
        home.data.text.blocks,
        names,
        domain,
        home.data.addressBlocks.contained,
      ),
    },
  ];
  /** One more page of the site, read for its prose and addresses (`loose`: a contact page's). */
  const readMore = async (url: string, loose: boolean) => {
    const page = await readExtra(url);
    if (!page || page.status < 200 || page.status >= 300) return 'skip';
    if (judgePage(page, []).kind !== 'company') return 'stop';
    if (!speaksForDomain(page, domain)) return 'stop';
    const pageOthers = pageIdentity(page.data, domains).otherNames;
    const { contained, loose: elsewhere } = page.data.addressBlocks;
    pages.push({
      page,
      text: textFacts(
        page.data.text.blocks,
        { ...names, others: [...names.others, ...pageOthers] },
        domain,
        loose ? [...contained, ...elsewhere] : contained,
      ),
    });
    return 'read';
  };
  for (const url of aboutPageCandidates(
    home.data.anchors,
    home.url,
    domain,
    MAX_ABOUT_PAGES,
  )) {
    if ((await readMore(url, false)) !== 'skip') break;
  }
  // Where the company is is often stated only on its contact page or imprint: read the one the
  // home page links to, when the pages read so far give no seat.
  const seatKnown =
    reading.facts.some((f) => f.key === 'companyLocation') ||
    pages.some(
      (p) => p.text.companyLocation || seatOf(p.text.addresses) !== undefined,
    );
  const contact = seatKnown
    ? undefined
    : contactPageCandidates(home.data.anchors, home.url, domain)[0];
  if (contact && !pages.some((p) => p.page.url === contact))
    await readMore(contact, true);
  const people = peoplePageLinks(home.data.anchors, home.url, domain);
  return {
    ...finish(reading.facts, reading.dropped, pages, reading, domain, now),
    ...xAccountOf(reading, home, now),
    ...(people.team || people.blog ? { peoplePages: people } : {}),
  };
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
  if (verdict.kind !== 'company' || !speaksForDomain(page, domain))
    return { facts: [], observations: [], refusals: [], dropped: [], verdict };
  const home = new URL(page.url).pathname === '/';
  const reading = readHomePage(page, siteDomains(domain, page.url), now);
  const names = subjectNames(reading, page.data.text.blocks);
  const text = textFacts(
    page.data.text.blocks,
    names,
    domain,
    page.data.addressBlocks.contained,
  );
  return {
    ...finish(
      home ? reading.facts : [],
      home ? reading.dropped : [],
      [{ page, text }],
      reading,
      domain,
      now,
    ),
    ...(home ? xAccountOf(reading, page, now) : {}),
    verdict,
  };
}

/** The X account the home page links to, cited to that page. */
function xAccountOf(
  reading: ReturnType<typeof readHomePage>,
  home: ReadPage,
  now: Date,
): Pick<SiteReading, 'xAccount'> {
  return reading.xAccount
    ? {
        xAccount: {
          url: reading.xAccount.url,
          citation: pageCitation(home, now),
        },
      }
    : {};
}

function finish(
  facts: Fact[],
  dropped: Array<Omit<DroppedFact, 'tool'>>,
  pages: ReadonlyArray<{ page: ReadPage; text: TextFacts }>,
  home: ReturnType<typeof readHomePage>,
  domain: string,
  now: Date,
): SiteReading {
  const out = [...facts];
  const drops = [...dropped, ...pages.flatMap((p) => p.text.dropped)];
  for (const key of TEXT_KEYS) {
    const structured = out.findIndex((f) => f.key === key);
    // Structured data wins over prose, except that a plain "headquartered in X" wins over an
    // address: the seat stated as the seat.
    if (structured >= 0 && key !== 'companyLocation') continue;
    const stated = pages.filter((p) => p.text[key] !== undefined);
    const values = new Set(stated.map((p) => String(p.text[key]!.value)));
    if (values.size !== 1) continue;
    const found = stated[0].text[key]!;
    if (refusalOf(key, found.value, { domain }) !== null) continue;
    if (structured >= 0) out.splice(structured, 1);
    out.push({
      key,
      value: found.value,
      citation: pageCitation(stated[0].page, now),
      link: found.link,
      ...('currency' in found ? { currency: found.currency } : {}),
    } as Fact);
  }
  if (!out.some((f) => f.key === 'companyLocation')) {
    const seat = seatFromAddresses(pages, domain, now);
    if (seat) out.push(seat);
  }
  const identity = home.identity;
  const refusals: SiteReading['refusals'] = [];
  const observations: Observation[] = [];
  if (identity.platformIdentityRefused) {
    // Ours, never the page's words: a platform's name is page text like any other.
    refusals.push({
      policy: 'hosted_platform',
      detail:
        "the page carries the identity of the platform it is made with, which is not the company's",
    });
    observations.push({
      kind: 'hosted_platform',
      detail: `The website of ${domain} is built on a hosting platform that puts its own identity on the page`,
      tool: 'website',
      url: pages[0].page.url,
    });
  }
  const withInstructions = pages.find(
    (p) => holdsInstructions(p.page.data) || p.text.quarantined,
  );
  if (withInstructions || identity.quarantinedBlock) {
    const url = (withInstructions ?? pages[0]).page.url;
    refusals.push({
      policy: 'instructions',
      detail: 'text addressed to AI readers was set aside, never read as facts',
    });
    observations.push(instructionsSeen(domain, url));
  }
  const textParent = pages.find((p) => p.text.parent);
  const parent: ParentOrganization | undefined = identity.parent
    ? {
        name: identity.parent.name,
        ...(identity.parent.domain ? { domain: identity.parent.domain } : {}),
        citation: pageCitation(pages[0].page, now),
      }
    : textParent
      ? {
          name: textParent.text.parent!,
          citation: pageCitation(textParent.page, now),
        }
      : undefined;
  return {
    facts: out,
    observations,
    refusals,
    dropped: drops,
    ...(parent ? { parent } : {}),
  };
}

/** The seat the company's own postal addresses give, on any page read (address-text.ts). */
function seatFromAddresses(
  pages: ReadonlyArray<{ page: ReadPage; text: TextFacts }>,
  domain: string,
  now: Date,
): Fact | undefined {
  const cities = pages.flatMap((p) =>
    p.text.addresses.map((city) => ({ ...city, page: p.page })),
  );
  const seat = seatOf(cities);
  const from = cities.find((c) => c.city === seat);
  if (!seat || !from) return undefined;
  if (refusalOf('companyLocation', seat, { domain }) !== null) return undefined;
  return {
    key: 'companyLocation',
    value: seat,
    citation: pageCitation(from.page, now),
    link: from.link,
  };
}

function instructionsSeen(domain: string, url: string): Observation {
  return {
    kind: 'instructions_ignored',
    detail: `The website of ${domain} holds text addressed to AI readers`,
    tool: 'website',
    url,
  };
}
