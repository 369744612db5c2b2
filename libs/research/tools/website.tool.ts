// Research tool 'website': reads the company home page of the email's domain through the SSRF
// guard, and at most one About/Company page it links to (company-site.ts). Per signup, its
// aboutPerson step reads the team page and blog index the home page links to for the person's
// title (person-on-site.ts). A domain that does
// not exist (NXDOMAIN) is unreachable and says so; a domain without a web server has nothing
// published; a refused address is reported (thrown), because it is either an attack or a
// misconfiguration that someone should see. A parked or for-sale domain is no source, nor is a
// mail provider's (its addresses say nothing about an employer): no facts, a refusal for the
// research report, and an observation the analysis turns into a concern.
import type { AddressPolicyOptions } from '../net/address-policy.js';
import { createDnsResolver, type DnsResolver } from '../net/dns-resolver.js';
import {
  GuardedFetchError,
  HostNotFoundError,
  RefusedAddressError,
  RefusedUrlError,
  StoppedRedirectError,
} from '../net/fetch-errors.js';
import type { GuardedFetchOptions } from '../net/guarded-fetch.js';
import { mailProviderEvidence } from '../trust/mail-provider.js';
import { isParkingUrl } from '../trust/parking.js';
import { UnreachableError } from '../report/unreachable.js';
import { judgePage } from '../trust/page-verdict.js';
import type {
  Observation,
  ResearchInput,
  ResearchTool,
  ToolContext,
  ToolResult,
} from '../types.js';
import { readHomePage, techFactsFromPage } from '../extract/website-facts.js';
import { readCompanySite } from './company-site.js';
import { PeoplePageReader, titleFromPeoplePages } from './person-on-site.js';
import { speaksForDomain } from './site-domains.js';
import {
  DEFAULT_PAGE_MAX_BYTES,
  readPage,
  type ReadPage,
} from './page-reader.js';

export interface WebsiteToolOptions extends AddressPolicyOptions {
  /** defaults to a resolver over `dnsServers` */
  resolver?: DnsResolver;
  /** `ip[:port]` list; empty = the system's servers */
  dnsServers?: readonly string[];
  dnsTimeoutMs?: number;
  /** the only ports fetched; tests set both to a fixture server's port */
  httpsPort?: number;
  httpPort?: number;
  /** per attempted URL; the whole run is bounded by ctx.signal */
  fetchTimeoutMs?: number;
  /** bytes read from one page at most (it is parsed as it streams) */
  maxBytes?: number;
  maxRedirects?: number;
  userAgent?: string;
}

const TOOL = 'website';

type HomePage = { page: ReadPage } | { parkedAt: string } | null;

export function createWebsiteTool(
  options: WebsiteToolOptions = {},
): ResearchTool {
  const resolver =
    options.resolver ??
    createDnsResolver({
      servers: options.dnsServers,
      timeoutMs: options.dnsTimeoutMs,
    });
  const fetchOptions: Omit<GuardedFetchOptions, 'readBody'> = {
    resolver,
    allowPrivateNetworks: options.allowPrivateNetworks,
    allowedCidrs: options.allowedCidrs,
    httpsPort: options.httpsPort,
    httpPort: options.httpPort,
    timeoutMs: options.fetchTimeoutMs ?? 8000,
    maxBytes: options.maxBytes ?? DEFAULT_PAGE_MAX_BYTES,
    maxRedirects: options.maxRedirects,
    userAgent: options.userAgent,
    // A parked domain redirecting to its marketplace: the marketplace's page is not read.
    stopRedirect: (to) => isParkingUrl(to.toString()),
  };

  const peopleReader = new PeoplePageReader(fetchOptions);

  /** The first home page that answers 2xx: https, then http, then the same for www. */
  async function readHome(domain: string, ctx: ToolContext): Promise<HomePage> {
    const hosts = [domain, `www.${domain}`];
    const deadHosts = new Set<string>(); // no such host, or refused: the other scheme won't help
    const networkErrors: string[] = [];
    let lastNetworkError: unknown;
    let refusal: GuardedFetchError | undefined;
    let attempts = 0;
    for (const host of hosts) {
      for (const scheme of ['https', 'http']) {
        if (deadHosts.has(host)) continue;
        ctx.signal.throwIfAborted();
        attempts++;
        try {
          const page = await readPage(`${scheme}://${host}/`, {
            ...fetchOptions,
            signal: ctx.signal,
          });
          if (page.status >= 200 && page.status < 300) return { page };
        } catch (error) {
          if (ctx.signal.aborted) throw ctx.signal.reason;
          if (error instanceof StoppedRedirectError)
            return { parkedAt: new URL(error.location).hostname };
          if (error instanceof HostNotFoundError) {
            deadHosts.add(host);
            // The domain itself does not exist: no www. host either, and the report says so.
            if (error.nxdomain && host === domain)
              throw new UnreachableError(
                'nxdomain',
                domain,
                `${domain} does not exist (NXDOMAIN)`,
              );
          } else if (
            error instanceof RefusedAddressError ||
            error instanceof RefusedUrlError
          ) {
            deadHosts.add(host);
            refusal ??= error;
          } else if (!(error instanceof GuardedFetchError)) {
            lastNetworkError = error;
            networkErrors.push(
              `${scheme}://${host}/: ${(error as Error).message}`,
            );
          }
        }
      }
    }
    if (refusal) throw refusal;
    // Every attempt failed at the network level: the site may be down, which is worth reporting.
    if (attempts > 0 && networkErrors.length === attempts) {
      throw new UnreachableError(
        undefined,
        domain,
        `website: no answer from ${domain} (${networkErrors.join('; ')})`,
        lastNetworkError,
      );
    }
    return null;
  }

  return {
    name: TOOL,
    async run(input: ResearchInput, ctx: ToolContext): Promise<ToolResult> {
      const domain = input.domain?.toLowerCase();
      if (!domain || input.personalDomain) return { tool: TOOL, facts: [] };

      // Parking services are known by their name servers; asked while the page loads.
      const nameServers = resolver
        .resolveNs(domain, ctx.signal)
        .catch(() => [] as string[]);
      const home = await readHome(domain, ctx);
      if (home === null) return { tool: TOOL, facts: [] };
      if ('parkedAt' in home)
        return parked(domain, `redirects to ${home.parkedAt}`, null);
      const verdict = judgePage(home.page, await nameServers);
      if (verdict.kind === 'parked')
        return parked(domain, verdict.evidence, home.page.url);
      if (!speaksForDomain(home.page, domain))
        return unlinkedRedirect(home.page, domain, ctx.now());
      if (verdict.kind === 'empty')
        return { tool: TOOL, facts: techFactsFromPage(home.page, ctx.now()) };
      const mailProvider = mailProviderEvidence(home.page.data, domain);
      if (mailProvider) return mailHost(domain, mailProvider, home.page.url);
      const site = await readCompanySite(
        home.page,
        domain,
        (url) =>
          readPage(url, { ...fetchOptions, signal: ctx.signal }).catch(() => {
            ctx.signal.throwIfAborted();
            return null;
          }),
        ctx.now(),
      );
      return {
        tool: TOOL,
        facts: site.facts,
        ...(site.observations.length
          ? { observations: site.observations }
          : {}),
        ...(site.refusals.length ? { refusals: site.refusals } : {}),
        ...(site.dropped.length ? { dropped: site.dropped } : {}),
        ...(site.parent ? { parent: site.parent } : {}),
        ...(site.xAccount ? { xAccount: site.xAccount } : {}),
        ...(site.peoplePages ? { peoplePages: site.peoplePages } : {}),
      };
    },
    aboutPerson: (input, pages, ctx) =>
      titleFromPeoplePages(input, pages, peopleReader, ctx),
  };
}

function parked(
  domain: string,
  evidence: string,
  url: string | null,
): ToolResult {
  const detail = `${domain} looks parked or for sale (${evidence})`;
  const observation: Observation = {
    kind: 'parked_domain',
    detail,
    tool: TOOL,
    url,
  };
  return {
    tool: TOOL,
    facts: [],
    observations: [observation],
    refusals: [{ policy: 'parked_domain', detail }],
  };
}

/**
 * The home page redirected to another organisation's site that never names the company: nothing
 * on it is the company's, its fingerprints included; the report says what it stated and that
 * nothing links it to the company (or that it is another organisation's).
 */
function unlinkedRedirect(
  page: ReadPage,
  domain: string,
  now: Date,
): ToolResult {
  const subject = `the site ${new URL(page.url).hostname} it redirects to`;
  const reading = readHomePage(page, [domain], now);
  const stated = reading.facts.filter(
    (f) => f.key !== 'techStack' && typeof f.value !== 'object',
  );
  return {
    tool: TOOL,
    facts: [],
    dropped: [
      // what the page states of the organisations it names (its owner among them)
      ...reading.dropped,
      ...stated.map((f) => ({
        key: f.key,
        reason: 'no_identity_link' as const,
        value: f.value as string | number,
        subject,
      })),
      { key: 'techStack', reason: 'no_identity_link', subject },
    ],
  };
}

/** A mail provider's own site: its users' employer is not the provider. */
function mailHost(domain: string, evidence: string, url: string): ToolResult {
  const detail = `${domain} is a mail provider: ${evidence}`;
  return {
    tool: TOOL,
    facts: [],
    observations: [{ kind: 'mail_provider', detail, tool: TOOL, url }],
    refusals: [{ policy: 'mail_provider', detail }],
  };
}
