import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { providerContext } from '../../test/support/fixtures/providers/provider-context.js';
import { exchange, retryAfterMs } from './provider-http.js';

describe('retryAfterMs', () => {
  const now = new Date('2026-11-20T10:00:00.000Z');
  it.each([
    [{ 'retry-after': '30' }, undefined, 30_000],
    [{ 'retry-after': 'Fri, 20 Nov 2026 10:01:00 GMT' }, undefined, 60_000],
    [{ 'retry-after': 'Fri, 20 Nov 2026 09:00:00 GMT' }, undefined, 0],
    [
      { 'x-ratelimit-reset': 'Fri, 20 Nov 2026 10:00:10 GMT' },
      'x-ratelimit-reset',
      10_000,
    ],
    [
      { 'x-ratelimit-reset': String(now.getTime() / 1000 + 5) },
      'x-ratelimit-reset',
      5_000,
    ],
    [{ 'retry-after': 'soon' }, undefined, null],
    [{}, 'x-ratelimit-reset', null],
  ])('%j (reset header %s) -> %s ms', (init, reset, expected) => {
    expect(retryAfterMs(new Headers(init), now, reset)).toBe(expected);
  });
});

describe('exchange', () => {
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/redirect')
        return res.writeHead(302, { location: '/elsewhere' }).end();
      if (req.url === '/huge') {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(`"${'x'.repeat(1_100_000)}"`);
      }
      if (req.url === '/hang') return;
      res.writeHead(200, { 'content-type': 'application/json' }).end('[1]');
    });
    await new Promise<void>((resolve) =>
      server.listen(0, '127.0.0.1', resolve),
    );
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );

  const get = (path: string, ctx = providerContext(baseUrl)) =>
    exchange({ method: 'GET', url: new URL(path, baseUrl), headers: {} }, ctx);

  it('does not follow a redirect: the key would go where nobody chose', async () => {
    await expect(get('/redirect')).resolves.toMatchObject({
      kind: 'unavailable',
    });
  });

  it('refuses a body too large to be a record', async () => {
    await expect(get('/huge')).resolves.toEqual({
      kind: 'unavailable',
      reason: 'oversized body',
    });
  });

  it('reads a body that is not a JSON object as no body', async () => {
    await expect(get('/array')).resolves.toMatchObject({
      kind: 'answered',
      status: 200,
      body: null,
    });
  });

  it('ends at its time limit, or sooner when the outer signal aborts', async () => {
    await expect(
      get('/hang', providerContext(baseUrl, { timeLimitMs: 100 })),
    ).resolves.toEqual({ kind: 'unavailable', reason: 'timeout' });
    const outer = new AbortController();
    const call = get(
      '/hang',
      providerContext(baseUrl, { signal: outer.signal }),
    );
    setTimeout(() => outer.abort(new Error('run over')), 50);
    await expect(call).resolves.toMatchObject({ kind: 'unavailable' });
  });
});
