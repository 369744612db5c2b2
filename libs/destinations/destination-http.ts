// The one way a destination adapter reaches the network (DestinationHttp): every request goes
// through the SSRF guard (the address vetted and pinned, as webhook deliveries are), only to the
// hosts its destination allows, takes its place in the account's burst budget first, and is
// bounded by a timer we hold. A network failure is an answer (`unreachable`), never a throw.
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { describeCause } from '../errors/error-cause.js';
import {
  pinnedLookup,
  resolveVettedAddress,
  type VettingOptions,
} from '../research/net/vetted-address.js';
import { TimeLimit } from '../time-limit/index.js';
import type {
  BudgetSpec,
  DestinationHttp,
  HttpRequest,
  HttpResult,
} from './destination.js';
import type { RequestBudget } from './sliding-budget.js';

/** An answer larger than this is not a CRM's answer to us; it is refused. */
const MAX_BODY_BYTES = 2_000_000;

export interface DestinationHttpOptions extends VettingOptions {
  /** one request, connect to last byte */
  timeoutMs: number;
  /** whether a URL may be requested at all (its host is the destination's) */
  allowedUrl: (url: URL) => boolean;
  budgets: Record<string, BudgetSpec>;
  budget: RequestBudget;
  /** a budget wait up to this long is waited out; a longer one is answered `over_budget` */
  maxBudgetWaitMs: number;
  /** before each request (the flush renews its lease here; throwing stops the request) */
  beforeRequest?: () => Promise<void>;
  /** after each request, for the metrics */
  afterRequest?: (result: HttpResult) => void;
  signal: AbortSignal;
  userAgent?: string;
}

export function createDestinationHttp(
  options: DestinationHttpOptions,
): DestinationHttp {
  return {
    async request(req) {
      const result = await send(req, options);
      options.afterRequest?.(result);
      return result;
    },
  };
}

async function send(
  req: HttpRequest,
  options: DestinationHttpOptions,
): Promise<HttpResult> {
  let url: URL;
  try {
    url = new URL(req.url);
  } catch {
    return { kind: 'unreachable', reason: 'not a valid URL', sent: false };
  }
  if (!options.allowedUrl(url) || url.username || url.password)
    return { kind: 'unreachable', reason: 'refused_host', sent: false };
  const spec = options.budgets[req.budget ?? 'default'];
  if (spec) {
    const waited = await takeBudget(spec, options);
    if (waited !== null) return { kind: 'over_budget', waitMs: waited };
  }
  await options.beforeRequest?.();
  const limit = new TimeLimit(options.timeoutMs, { signal: options.signal });
  let sent = false;
  try {
    const address = await limit.race(
      resolveVettedAddress(url.hostname, options, limit.signal),
    );
    const res = await limit.race(
      open(url, address, req, options, limit.signal, () => (sent = true)),
    );
    const text = await limit.race(readCapped(res));
    if (text === null)
      return { kind: 'unreachable', reason: 'oversized body', sent: true };
    return {
      kind: 'answered',
      status: res.statusCode ?? 0,
      headers: headersOf(res),
      json: parseJson(text),
      text,
    };
  } catch (err) {
    const reason = limit.timedOut()
      ? 'timeout'
      : describeCause(limit.signal.aborted ? limit.signal.reason : err);
    return { kind: 'unreachable', reason, sent };
  } finally {
    limit.dispose();
  }
}

/** Null once the request has its place; else how long it would still have to wait. */
async function takeBudget(
  spec: BudgetSpec,
  options: DestinationHttpOptions,
): Promise<number | null> {
  const deadline = Date.now() + options.maxBudgetWaitMs;
  for (let tries = 0; tries < 20; tries++) {
    const { waitMs } = await options.budget.take(spec, Date.now());
    if (waitMs === 0) return null;
    if (Date.now() + waitMs > deadline || options.signal.aborted) return waitMs;
    await new Promise((resolve) => setTimeout(resolve, waitMs));
  }
  return options.maxBudgetWaitMs;
}

function open(
  url: URL,
  address: string,
  req: HttpRequest,
  options: DestinationHttpOptions,
  signal: AbortSignal,
  onSent: () => void,
): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  const body = req.body === undefined ? null : Buffer.from(req.body, 'utf8');
  return new Promise<IncomingMessage>((resolve, reject) => {
    const request = client.request({
      host: url.hostname.replace(/^\[|\]$/g, ''),
      port: url.port || (url.protocol === 'https:' ? 443 : 80),
      path: `${url.pathname}${url.search}`,
      method: req.method,
      agent: false,
      lookup: pinnedLookup(address),
      signal,
      headers: {
        accept: 'application/json',
        'user-agent': options.userAgent ?? 'signup-enrichment-destinations',
        'accept-encoding': 'identity',
        ...(body && {
          'content-type': 'application/json',
          'content-length': String(body.length),
        }),
        ...req.headers,
      },
    });
    request.once('response', resolve);
    request.once('error', reject);
    request.once('finish', onSent);
    request.end(body ?? undefined);
  });
}

async function readCapped(res: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) {
      res.destroy();
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function headersOf(res: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers))
    if (value !== undefined)
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  return headers;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
