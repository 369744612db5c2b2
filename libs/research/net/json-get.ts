// One GET for a JSON document from an API the operator configured (GitHub, Gravatar), on
// node:http with keep-alive sockets. The WHATWG fetch it replaces cost about 1 ms of CPU per
// request in undici's streams and its WASM parser, several times the work of the request itself,
// and every signup asks two of these APIs. Redirects are never followed: following one would send
// the token somewhere nobody chose.
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';

/** What the caller reads of an answer before deciding what it means. */
export interface JsonAnswer {
  status: number;
  /** a response header by lower-case name (the first value when repeated) */
  header(name: string): string | undefined;
  /** the body parsed as JSON; a body that is not JSON throws (SyntaxError) */
  json(): unknown;
}

export interface JsonGetOptions {
  headers: Record<string, string>;
  signal: AbortSignal;
  /** bytes read from the body, at most; a longer body throws */
  maxBytes: number;
}

/**
 * Sockets kept open between requests to one API, per client (http and https apart). As many at
 * once as requests in flight: a cap would queue a burst's enrichments behind each other (16 sockets
 * at 200 ms an answer held a burst to 40 signups a second).
 */
export class JsonClient {
  private readonly agents = {
    'http:': new http.Agent({ keepAlive: true }),
    'https:': new https.Agent({ keepAlive: true }),
  };

  get(url: string, options: JsonGetOptions): Promise<JsonAnswer> {
    const target = new URL(url);
    const protocol = target.protocol as 'http:' | 'https:';
    const agent = this.agents[protocol];
    if (!agent) throw new Error(`not an http(s) URL: ${target.protocol}`);
    const client = protocol === 'https:' ? https : http;
    return new Promise<JsonAnswer>((resolve, fail) => {
      // The caller's abort or time limit is the reason, not the socket error it caused.
      const reject = (error: unknown) =>
        fail(options.signal.aborted ? options.signal.reason : error);
      const req = client.get(
        target,
        { agent, headers: options.headers, signal: options.signal },
        (res) => {
          if (isRedirect(res.statusCode)) {
            res.destroy();
            reject(new Error(`redirect refused (HTTP ${res.statusCode})`));
            return;
          }
          readBody(res, options.maxBytes).then(
            (body) => resolve(answer(res, body)),
            reject,
          );
        },
      );
      req.once('error', reject);
    });
  }

  /** Closes the kept sockets (tests, shutdown). */
  close(): void {
    this.agents['http:'].destroy();
    this.agents['https:'].destroy();
  }
}

const isRedirect = (status: number | undefined) =>
  status !== undefined && status >= 300 && status < 400 && status !== 304;

function answer(res: IncomingMessage, body: string): JsonAnswer {
  return {
    status: res.statusCode ?? 0,
    header(name) {
      const value = res.headers[name];
      return Array.isArray(value) ? value[0] : value;
    },
    json: () => JSON.parse(body) as unknown,
  };
}

function readBody(res: IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    res.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        res.destroy(new Error(`response larger than ${maxBytes} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    res.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    res.once('error', reject);
    res.once('close', () => {
      if (!res.complete) reject(new Error('response cut short'));
    });
  });
}
