// Fetches a web page named by untrusted input without letting that input reach our own network.
// The address is vetted after our own DNS resolution and handed to the socket through a custom
// `lookup`, so the connection goes exactly where the policy said yes: a second, different DNS
// answer (rebinding) or a redirect cannot slip past it.
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { TimeLimit } from '../../time-limit/index.js';
import { flattenHeaders, readText, type BodyReader } from './response-body.js';
import type { AddressPolicyOptions } from './address-policy.js';
import type { DnsResolver } from './dns-resolver.js';
import {
  RefusedContentTypeError,
  RefusedUrlError,
  StoppedRedirectError,
  TooManyRedirectsError,
} from './fetch-errors.js';
import { pinnedLookup, resolveVettedAddress } from './vetted-address.js';

export interface GuardedFetchOptions<T = string> extends AddressPolicyOptions {
  resolver: DnsResolver;
  /** the only port allowed for https (tests use a fixture server's port) */
  httpsPort?: number;
  /** the only port allowed for http */
  httpPort?: number;
  maxRedirects?: number;
  /** bytes read from one response body, at most */
  maxBytes?: number;
  /** how the body is read (default: as text, held whole; see response-body.ts) */
  readBody?: BodyReader<T>;
  /** a redirect to a URL this returns true for is not followed (StoppedRedirectError) */
  stopRedirect?: (to: URL) => boolean;
  /** whole fetch, redirects included */
  timeoutMs?: number;
  signal?: AbortSignal;
  userAgent?: string;
}

export interface GuardedResponse<T = string> {
  /** final URL after redirects */
  url: string;
  status: number;
  headers: Record<string, string>;
  contentType: string;
  body: T;
  /** true when the body was cut at `maxBytes` (or its reader stopped early) */
  truncated: boolean;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const DEFAULT_USER_AGENT = 'signup-enrichment-research';

interface Target {
  url: URL;
  host: string;
  port: number;
}

function checkUrl(raw: string, options: GuardedFetchOptions<unknown>): Target {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new RefusedUrlError(raw, 'not a valid URL');
  }
  const ports: Record<string, number | undefined> = {
    'https:': options.httpsPort ?? 443,
    'http:': options.httpPort ?? 80,
  };
  const allowedPort = ports[url.protocol];
  if (allowedPort === undefined)
    throw new RefusedUrlError(raw, `scheme ${url.protocol} not allowed`);
  if (url.username || url.password)
    throw new RefusedUrlError(raw, 'credentials in URL');
  if (url.port && Number(url.port) !== allowedPort) {
    throw new RefusedUrlError(raw, `port ${url.port} not allowed`);
  }
  // No port means the scheme's default, which is whatever port is configured for the scheme
  // (WHATWG URL also drops an explicit :80/:443, so the two cases look the same here).
  return { url, host: url.hostname.replace(/^\[|\]$/g, ''), port: allowedPort };
}

function request(
  target: Target,
  address: string,
  options: GuardedFetchOptions<unknown>,
  signal: AbortSignal,
) {
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const req = client.request({
      host: target.host,
      port: target.port,
      path: `${target.url.pathname}${target.url.search}`,
      method: 'GET',
      agent: false,
      // Whatever name the socket asks about, it gets the vetted address and nothing else.
      lookup: pinnedLookup(address),
      signal,
      headers: {
        'user-agent': options.userAgent ?? DEFAULT_USER_AGENT,
        accept: 'text/html,application/xhtml+xml;q=0.9',
        'accept-encoding': 'identity',
      },
    });
    req.once('response', resolve);
    req.once('error', reject);
    req.end();
  });
}

export async function guardedFetch<T = string>(
  rawUrl: string,
  options: GuardedFetchOptions<T>,
): Promise<GuardedResponse<T>> {
  const maxRedirects = options.maxRedirects ?? 3;
  const limit = new TimeLimit(options.timeoutMs ?? 10_000, {
    signal: options.signal,
  });
  const signal = limit.signal;
  let current = rawUrl;
  try {
    // One first request plus at most `maxRedirects` redirected ones.
    for (let hop = 0; hop <= maxRedirects; hop++) {
      const target = checkUrl(current, options);
      const address = await resolveVettedAddress(target.host, options, signal);
      const res = await request(target, address, options, signal);
      const location = res.headers.location;
      if (REDIRECT_STATUSES.has(res.statusCode ?? 0) && location) {
        res.destroy();
        // An unparsable Location stays as is and is refused by checkUrl on the next hop.
        current = URL.canParse(location, target.url.href)
          ? new URL(location, target.url).toString()
          : location;
        if (URL.canParse(current) && options.stopRedirect?.(new URL(current)))
          throw new StoppedRedirectError(target.url.toString(), current);
        continue;
      }
      const contentType = res.headers['content-type'] ?? '';
      if (!HTML_TYPES.has(contentType.split(';')[0].trim().toLowerCase())) {
        res.destroy();
        throw new RefusedContentTypeError(target.url.toString(), contentType);
      }
      const read = (options.readBody ?? readText) as BodyReader<T>;
      const { body, truncated } = await read(
        res,
        contentType,
        options.maxBytes ?? 512 * 1024,
        target.url.toString(),
      );
      const headers = flattenHeaders(res);
      return {
        url: target.url.toString(),
        status: res.statusCode ?? 0,
        headers,
        contentType,
        body,
        truncated,
      };
    }
    throw new TooManyRedirectsError(current, maxRedirects);
  } catch (error) {
    // Report the timeout or the caller's abort, not the socket error it caused.
    if (signal.aborted) throw signal.reason;
    throw error;
  } finally {
    limit.dispose();
  }
}
