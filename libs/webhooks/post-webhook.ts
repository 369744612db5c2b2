// One delivery attempt: a POST of the signed body to the endpoint, through the SSRF guard (the
// address is vetted and pinned at every connection), under one time limit covering connect,
// answer and the excerpt. Redirects are answers, never followed. Only a short excerpt of the
// response body is read, then the connection is dropped.
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { describeCause } from '../errors/error-cause.js';
import {
  pinnedLookup,
  resolveVettedAddress,
  type VettingOptions,
} from '../research/net/vetted-address.js';
import { TimeLimit } from '../time-limit/index.js';
import { parseEndpointUrl } from './endpoint-url.js';

export interface PostWebhookOptions extends VettingOptions {
  body: string;
  headers: Record<string, string>;
  /** the whole attempt: connection, answer and excerpt */
  timeoutMs: number;
  /** bytes of the response body kept (the rest is never read) */
  excerptBytes?: number;
  userAgent?: string;
  /** aborts the attempt (a shutdown) */
  signal?: AbortSignal;
}

export type PostWebhookResult =
  | { kind: 'answered'; status: number; excerpt: string; ms: number }
  /** no HTTP answer: `cause` is `timeout`, `ECONNREFUSED`, `refused_address`, … */
  | { kind: 'no_answer'; cause: string; ms: number };

const DEFAULT_EXCERPT_BYTES = 256;

export async function postWebhook(
  rawUrl: string,
  options: PostWebhookOptions,
): Promise<PostWebhookResult> {
  const started = Date.now();
  const limit = new TimeLimit(options.timeoutMs, { signal: options.signal });
  try {
    const url = parseEndpointUrl(rawUrl);
    const address = await limit.race(
      resolveVettedAddress(url.hostname, options, limit.signal),
    );
    const res = await limit.race(send(url, address, options, limit.signal));
    const excerpt = await limit.race(
      readExcerpt(res, options.excerptBytes ?? DEFAULT_EXCERPT_BYTES),
    );
    return {
      kind: 'answered',
      status: res.statusCode ?? 0,
      excerpt,
      ms: Date.now() - started,
    };
  } catch (err) {
    // The limit's own reason (timeout, shutdown) rather than the socket error it caused.
    const reason = limit.signal.aborted ? limit.signal.reason : err;
    return {
      kind: 'no_answer',
      cause: describeCause(reason),
      ms: Date.now() - started,
    };
  } finally {
    limit.dispose();
  }
}

function send(
  url: URL,
  address: string,
  options: PostWebhookOptions,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  const body = Buffer.from(options.body, 'utf8');
  return new Promise<IncomingMessage>((resolve, reject) => {
    const req = client.request({
      host: url.hostname.replace(/^\[|\]$/g, ''),
      port: url.port || (url.protocol === 'https:' ? 443 : 80),
      path: `${url.pathname}${url.search}`,
      method: 'POST',
      agent: false,
      lookup: pinnedLookup(address),
      signal,
      headers: {
        ...options.headers,
        'content-type': 'application/json',
        'content-length': String(body.length),
        'user-agent': options.userAgent ?? 'signup-enrichment-webhooks',
        'accept-encoding': 'identity',
      },
    });
    req.once('response', resolve);
    req.once('error', reject);
    req.end(body);
  });
}

/** Up to `maxBytes` of the body as text; the connection is closed right after. */
async function readExcerpt(
  res: IncomingMessage,
  maxBytes: number,
): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of res as AsyncIterable<Buffer>) {
      chunks.push(chunk.subarray(0, maxBytes - size));
      size += Math.min(chunk.length, maxBytes - size);
      if (size >= maxBytes) break; // leaving the loop destroys the stream
    }
  } finally {
    res.destroy();
  }
  // A cut in the middle of a character becomes U+FFFD, never an exception.
  return new TextDecoder('utf-8').decode(Buffer.concat(chunks));
}
