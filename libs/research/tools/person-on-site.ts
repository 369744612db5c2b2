// Per signup, the person's title as the company's own site states it: on the team page and the
// blog index its home page links to (PeoplePages, found by the shared reading), when the person's
// full name is known from the signup (extract/signup-name.ts) or their own profiles. At most two page reads, through
// the SSRF guard with its size and time limits; a page that redirects off the company's domain
// is not read. Nothing about anyone else is kept: the pages as read stay only in a small
// in-process cache (a few minutes, a bounded number of pages) so a burst of signups at one
// company reads them once.
import { emailSignals } from '../../email/email-signals.js';
import {
  guardedFetch,
  type GuardedFetchOptions,
} from '../net/guarded-fetch.js';
import { streamText } from '../net/response-body.js';
import {
  PeoplePageExtractor,
  type PeoplePage,
} from '../extract/people-page.js';
import { onDomain } from '../extract/site-identity.js';
import { parsePersonName, type PersonName } from '../extract/person-name.js';
import { signupName } from '../extract/signup-name.js';
import { titleOnPage, type PageTitle } from '../extract/team-title.js';
import type {
  Fact,
  PeoplePages,
  ResearchInput,
  ToolContext,
  ToolResult,
} from '../types.js';

/** Pages remembered at most, and for how long: a burst of signups, not a roster. */
const CACHED_PAGES = 20;
const PEOPLE_PAGE_TTL_MS = 5 * 60_000;

type FetchOptions = Omit<GuardedFetchOptions<PeoplePage>, 'readBody'>;

/** Reads people pages through the guard, remembering each briefly. */
export class PeoplePageReader {
  private readonly cache = new Map<string, { page: PeoplePage; at: number }>();

  constructor(
    private readonly options: FetchOptions,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The page at `url` on `domain`, or null when it cannot be read or leaves the domain. `fresh`
   * (a refresh: ResearchInput.fresh) reads it again rather than answering from the cache.
   */
  async read(
    url: string,
    domain: string,
    signal: AbortSignal,
    fresh = false,
  ): Promise<PeoplePage | null> {
    const kept = this.cache.get(url);
    if (!fresh && kept && this.now() - kept.at < PEOPLE_PAGE_TTL_MS)
      return kept.page;
    this.cache.delete(url);
    let page: PeoplePage;
    try {
      const res = await guardedFetch<PeoplePage>(url, {
        ...this.options,
        signal,
        // A team page on another site (an agency, a redirect elsewhere) is not the company's.
        stopRedirect: (to) => !onDomain(to.toString(), domain),
        readBody: async (response, contentType, maxBytes) => {
          const extractor = new PeoplePageExtractor();
          const { truncated } = await streamText(
            response,
            contentType,
            maxBytes,
            (text) => extractor.write(text),
          );
          return { body: extractor.end(), truncated };
        },
      });
      if (res.status < 200 || res.status >= 300) return null;
      if (!onDomain(res.url, domain)) return null;
      page = res.body;
    } catch {
      // Out of time: the caller's limit speaks. Otherwise (refused, off the domain, not HTML)
      // the page gives no title.
      signal.throwIfAborted();
      return null;
    }
    this.cache.set(url, { page, at: this.now() });
    if (this.cache.size > CACHED_PAGES)
      this.cache.delete(this.cache.keys().next().value!);
    return page;
  }
}

/**
 * The person's full names (first and last): the signup's (extract/signup-name.ts) and those the
 * person's own profiles give, once they have answered (ToolContext.profileNames). The record's
 * name is one of them; a card naming any of them names this person.
 */
async function personNames(
  input: ResearchInput,
  ctx: ToolContext,
): Promise<PersonName[]> {
  const given = signupName(input.email, input.name);
  const fromProfiles = ((await ctx.profileNames?.()) ?? []).map((name) =>
    parsePersonName(name),
  );
  const names = new Map<string, PersonName>();
  for (const name of [given, ...fromProfiles])
    if (name?.firstName && name.lastName)
      names.set(name.fullName.normalize('NFKD').toLowerCase(), name);
  return [...names.values()].slice(0, 3);
}

/**
 * What the company's people pages say of the person of `input`: a title fact cited to the page
 * it is stated on, or the reason there is none (a dropped title, for the research report).
 */
export async function titleFromPeoplePages(
  input: ResearchInput,
  pages: PeoplePages,
  reader: PeoplePageReader,
  ctx: ToolContext,
): Promise<Pick<ToolResult, 'facts' | 'dropped'>> {
  const domain = input.domain?.toLowerCase();
  const none = { facts: [] };
  if (!domain || input.personalDomain) return none;
  // A team inbox is no person; a name not known in full matches no card.
  if (emailSignals(input.email).isRoleAccount) return none;
  const people = await personNames(input, ctx);
  if (people.length === 0) return none;
  const urls = [...new Set([pages.team, pages.blog])].filter(
    (url): url is string => url !== undefined && onDomain(url, domain),
  );
  const found: Array<{ url: string; said: PageTitle }> = [];
  for (const url of urls.slice(0, 2)) {
    const page = await reader.read(url, domain, ctx.signal, input.fresh);
    if (!page) continue;
    for (const person of people)
      found.push({
        url,
        said: titleOnPage(page, person, domain, {
          blog: url === pages.blog && url !== pages.team,
        }),
      });
  }
  const titles = found.filter(
    (f): f is { url: string; said: Extract<PageTitle, { kind: 'title' }> } =>
      f.said.kind === 'title',
  );
  const distinct = new Set(titles.map((t) => t.said.title.toLowerCase()));
  if (distinct.size === 1) {
    const fact: Fact = {
      key: 'title',
      value: titles[0].said.title,
      citation: {
        url: titles[0].url,
        tool: 'website',
        retrievedAt: ctx.now().toISOString(),
      },
      link: 'own_site',
    };
    return { facts: [fact] };
  }
  if (distinct.size > 1 || found.some((f) => f.said.kind === 'conflict'))
    return { facts: [], dropped: [{ key: 'title', reason: 'conflict' }] };
  const elsewhere = found.find((f) => f.said.kind === 'elsewhere')?.said;
  if (elsewhere?.kind === 'elsewhere')
    return {
      facts: [],
      dropped: [
        {
          key: 'title',
          reason: 'other_employer',
          value: elsewhere.title,
          subject: elsewhere.employer,
        },
      ],
    };
  return none;
}
