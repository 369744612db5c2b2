import { createServer } from 'node:net';
import { Resolver } from 'node:dns/promises';
import { describeCause, HttpStatusError } from './error-cause.js';

/** A loopback port nothing listens on. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('describeCause', () => {
  it('finds ECONNREFUSED under fetch’s "fetch failed"', async () => {
    const port = await closedPort();
    const err = await fetch(`http://127.0.0.1:${port}/`).catch(
      (e: unknown) => e,
    );
    expect((err as Error).message).toBe('fetch failed');
    expect(describeCause(err)).toBe('ECONNREFUSED');
  });

  it('calls an expired AbortSignal a timeout', async () => {
    const signal = AbortSignal.abort(
      new DOMException('expired', 'TimeoutError'),
    );
    const err = await fetch('http://127.0.0.1:1/', { signal }).catch(
      (e: unknown) => e,
    );
    expect(describeCause(err)).toBe('timeout');
  });

  it('reports a DNS failure by its code', async () => {
    // A DNS server that is not there: the resolver gives up with a code, never a hang.
    const resolver = new Resolver({ timeout: 200, tries: 1 });
    resolver.setServers([`127.0.0.1:${await closedPort()}`]);
    const err = await resolver
      .resolve4('example.test')
      .catch((e: unknown) => e);
    expect(describeCause(err)).toMatch(/^(ECONNREFUSED|timeout)$/);
  });

  it.each([
    [
      'an HTTP status',
      new HttpStatusError(503, 'github: unexpected HTTP 503'),
      'HTTP 503',
    ],
    [
      'a wrapped cause',
      new Error('website: no answer', {
        cause: new TypeError('fetch failed', {
          cause: Object.assign(new Error('getaddrinfo'), { code: 'ENOTFOUND' }),
        }),
      }),
      'ENOTFOUND',
    ],
    [
      'the members of an AggregateError',
      new AggregateError([
        Object.assign(new Error('x'), { code: 'ECONNRESET' }),
      ]),
      'ECONNRESET',
    ],
    [
      'a named timeout',
      Object.assign(new Error('late'), { name: 'JobTimeoutError' }),
      'timeout',
    ],
    [
      'a socket timeout code',
      Object.assign(new Error('late'), { code: 'ETIMEDOUT' }),
      'timeout',
    ],
    ['an abort', new DOMException('stopped', 'AbortError'), 'aborted'],
    ['a plain error', new Error('something'), 'unknown'],
    ['a string', 'boom', 'unknown'],
  ])('describes %s', (_what, err, expected) => {
    expect(describeCause(err)).toBe(expected);
  });

  it('does not loop on a cause cycle', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    Object.assign(a, { cause: b });
    expect(describeCause(a)).toBe('unknown');
  });
});
