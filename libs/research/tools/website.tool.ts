// Research tool 'website': reads the company home page of the email's domain through the SSRF
// guard. A site that does not exist is "nothing found"; a refused address is reported (thrown),
// because it is either an attack or a misconfiguration that someone should see.
import type { AddressPolicyOptions } from '../net/address-policy.js';
import { createDnsResolver, type DnsResolver } from '../net/dns-resolver.js';
import {
  GuardedFetchError,
  HostNotFoundError,
  RefusedAddressError,
  RefusedUrlError,
} from '../net/fetch-errors.js';
import {
  guardedFetch,
  type GuardedFetchOptions,
} from '../net/guarded-fetch.js';
import type {
  ResearchInput,
  ResearchTool,
  ToolContext,
  ToolResult,
} from '../types.js';
import { factsFromPage } from '../extract/website-facts.js';
import { DEFAULT_PAGE_MAX_BYTES, readPage } from './page-reader.js';

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
  maxBytes?: number;
  maxRedirects?: number;
  userAgent?: string;
}

const TOOL = 'website';

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
  };

  return {
    name: TOOL,
    async run(input: ResearchInput, ctx: ToolContext): Promise<ToolResult> {
      const domain = input.domain?.toLowerCase();
      if (!domain || input.personalDomain) return { tool: TOOL, facts: [] };

      const hosts = [domain, `www.${domain}`];
      const deadHosts = new Set<string>(); // no such host, or refused: the other scheme won't help
      const networkErrors: string[] = [];
      let refusal: GuardedFetchError | undefined;
      let attempts = 0;

      for (const host of hosts) {
        for (const scheme of ['https', 'http']) {
          if (deadHosts.has(host)) continue;
          ctx.signal.throwIfAborted();
          attempts++;
          try {
            const res = await readPage(`${scheme}://${host}/`, {
              ...fetchOptions,
              signal: ctx.signal,
            });
            if (res.status >= 200 && res.status < 300) {
              return {
                tool: TOOL,
                facts: factsFromPage(res, domain, ctx.now()),
              };
            }
          } catch (error) {
            if (ctx.signal.aborted) throw ctx.signal.reason;
            if (error instanceof HostNotFoundError) deadHosts.add(host);
            else if (
              error instanceof RefusedAddressError ||
              error instanceof RefusedUrlError
            ) {
              deadHosts.add(host);
              refusal ??= error;
            } else if (!(error instanceof GuardedFetchError)) {
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
        throw new Error(
          `website: no answer from ${domain} (${networkErrors.join('; ')})`,
        );
      }
      return { tool: TOOL, facts: [] };
    },
  };
}
