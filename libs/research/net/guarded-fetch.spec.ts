// Every name below resolves (through the local DNS fixture) to a loopback address or 0.0.0.0, so
// even a policy bug could only ever reach this machine.
import {
  startDnsServer,
  type RunningDnsServer,
} from '../../../test/support/fixtures/dns-server.js';
import {
  startHttpFixtures,
  type RunningHttpFixtures,
} from '../../../test/support/fixtures/http-fixtures.js';
import {
  collectGarbageEvery,
  settledWithin,
} from '../../../test/support/forced-gc.js';
import { TimeoutError } from '../../time-limit/index.js';
import { createDnsResolver } from './dns-resolver.js';
import { guardedFetch, type GuardedFetchOptions } from './guarded-fetch.js';
import { streamText } from './response-body.js';

const PAGE = '<html><head><title>Site</title></head><body>hello</body></html>';
const redirect = (location: string) => ({
  status: 302,
  headers: { location },
  body: '',
});

describe('guardedFetch', () => {
  let dns: RunningDnsServer;
  let web: RunningHttpFixtures;
  let base: GuardedFetchOptions;

  beforeAll(async () => {
    dns = await startDnsServer({
      'site.test': { A: ['127.0.0.1'] },
      'hang.test': { A: ['127.0.0.1'] },
      'internal.test': { A: ['127.0.0.2'] },
      'mixed.test': { A: ['127.0.0.1', '127.0.0.2'] },
      'zero.test': { A: ['0.0.0.0'] },
    });
    web = await startHttpFixtures({
      sites: {
        'site.test': {
          '/': { body: PAGE },
          '/r1': redirect('/r2'),
          '/r2': redirect('/r3'),
          '/r3': redirect('/'),
          '/loop': redirect('/loop'),
          '/big': { body: `<html><body>${'x'.repeat(200_000)}</body></html>` },
          '/json': {
            headers: { 'content-type': 'application/json' },
            body: '{}',
          },
          '/xhtml': {
            headers: { 'content-type': 'application/xhtml+xml' },
            body: PAGE,
          },
          '/latin1': {
            headers: { 'content-type': 'text/html; charset=iso-8859-1' },
            body: Buffer.from('caf\xe9', 'latin1'),
          },
          '/to-internal': redirect('http://internal.test/'),
          '/to-zero': redirect('http://0.0.0.0/'),
          '/to-ftp': redirect('ftp://site.test/'),
          '/to-other-port': redirect('http://site.test:1/'),
        },
        'mixed.test': { '/': { body: PAGE } },
      },
    });
    base = {
      resolver: createDnsResolver({ servers: [dns.address], timeoutMs: 1000 }),
      httpPort: web.port,
      httpsPort: web.port,
      allowPrivateNetworks: true,
      timeoutMs: 3000,
    };
  });
  afterAll(async () => {
    await web.close();
    await dns.close();
  });

  const hits = (host: string) =>
    web.requests.filter((request) => request.host === host).length;

  it('fetches an HTML page on the configured port', async () => {
    // The OS cannot resolve site.test: success shows the socket used our vetted address.
    const res = await guardedFetch('http://site.test/', base);
    expect(res).toMatchObject({
      url: 'http://site.test/',
      status: 200,
      body: PAGE,
      truncated: false,
    });
    expect(res.contentType).toBe('text/html; charset=utf-8');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('accepts XHTML and decodes the declared charset', async () => {
    expect((await guardedFetch('http://site.test/xhtml', base)).body).toBe(
      PAGE,
    );
    expect((await guardedFetch('http://site.test/latin1', base)).body).toBe(
      'café',
    );
  });

  it('follows up to three redirects and reports the final URL', async () => {
    const res = await guardedFetch('http://site.test/r1', base);
    expect(res.url).toBe('http://site.test/');
    expect(res.body).toBe(PAGE);
  });

  it('gives up after the redirect limit', async () => {
    await expect(
      guardedFetch('http://site.test/loop', base),
    ).rejects.toMatchObject({ code: 'too_many_redirects' });
    await expect(
      guardedFetch('http://site.test/r1', { ...base, maxRedirects: 2 }),
    ).rejects.toMatchObject({
      code: 'too_many_redirects',
    });
  });

  it('stops reading at the byte cap and keeps what it read', async () => {
    const res = await guardedFetch('http://site.test/big', {
      ...base,
      maxBytes: 1000,
    });
    expect(res.truncated).toBe(true);
    expect(res.body).toHaveLength(1000);
    expect(res.body.startsWith('<html><body>xxx')).toBe(true);
  });

  it('refuses content that is not HTML', async () => {
    await expect(
      guardedFetch('http://site.test/json', base),
    ).rejects.toMatchObject({
      code: 'refused_content_type',
      contentType: 'application/json',
    });
  });

  it('refuses other schemes, other ports and credentials', async () => {
    for (const url of [
      'ftp://site.test/',
      'file:///etc/passwd',
      `http://site.test:${web.port + 1}/`,
      'http://u:p@site.test/',
    ]) {
      await expect(guardedFetch(url, base)).rejects.toMatchObject({
        code: 'refused_url',
      });
    }
    await expect(
      guardedFetch('http://site.test/to-ftp', base),
    ).rejects.toMatchObject({ code: 'refused_url' });
    await expect(
      guardedFetch('http://site.test/to-other-port', base),
    ).rejects.toMatchObject({ code: 'refused_url' });
  });

  it('refuses a loopback address before connecting when private networks are not allowed', async () => {
    const before = web.requests.length;
    const strict = { ...base, allowPrivateNetworks: false };
    await expect(
      guardedFetch('http://site.test/', strict),
    ).rejects.toMatchObject({
      code: 'refused_address',
      address: '127.0.0.1',
      category: 'loopback',
    });
    await expect(
      guardedFetch('http://127.0.0.1/', strict),
    ).rejects.toMatchObject({ code: 'refused_address' });
    await expect(guardedFetch('http://[::1]/', strict)).rejects.toMatchObject({
      code: 'refused_address',
    });
    expect(web.requests.length).toBe(before);
  });

  it('refuses a host when any one of its addresses is refused', async () => {
    const onlyFirst = {
      ...base,
      allowPrivateNetworks: false,
      allowedCidrs: ['127.0.0.1'],
    };
    await expect(
      guardedFetch('http://mixed.test/', onlyFirst),
    ).rejects.toMatchObject({ address: '127.0.0.2' });
    expect(hits('mixed.test')).toBe(0);
  });

  it('does not follow a redirect the caller stops, and never asks its host', async () => {
    const before = hits('internal.test');
    await expect(
      guardedFetch('http://site.test/to-internal', {
        ...base,
        stopRedirect: (to) => to.hostname === 'internal.test',
      }),
    ).rejects.toMatchObject({
      code: 'stopped_redirect',
      location: 'http://internal.test/',
    });
    expect(hits('internal.test')).toBe(before);
  });

  it('hands the body to a streaming reader, which may stop early', async () => {
    const seen: string[] = [];
    const res = await guardedFetch('http://site.test/big', {
      ...base,
      readBody: async (stream, contentType, maxBytes, url) => {
        const read = await streamText(stream, contentType, maxBytes, (text) => {
          seen.push(text);
          return seen.join('').length < 5000;
        });
        return { body: { url, bytes: read.bytes }, truncated: read.truncated };
      },
    });
    expect(res.truncated).toBe(true);
    expect(res.body.url).toBe('http://site.test/big');
    expect(res.body.bytes).toBeLessThan(200_000);
    expect(seen.join('').startsWith('<html><body>xxx')).toBe(true);
  });

  it('re-checks the address on every redirect hop', async () => {
    const onlyFirst = {
      ...base,
      allowPrivateNetworks: false,
      allowedCidrs: ['127.0.0.1'],
    };
    await expect(
      guardedFetch('http://site.test/to-internal', onlyFirst),
    ).rejects.toMatchObject({
      code: 'refused_address',
      host: 'internal.test',
    });
    expect(hits('internal.test')).toBe(0);
    // unspecified addresses stay refused even when private networks are allowed
    await expect(
      guardedFetch('http://site.test/to-zero', base),
    ).rejects.toMatchObject({ category: 'unspecified' });
    await expect(guardedFetch('http://zero.test/', base)).rejects.toMatchObject(
      { category: 'unspecified' },
    );
  });

  it('reports an unknown host as not found', async () => {
    await expect(
      guardedFetch('http://nowhere.test/', base),
    ).rejects.toMatchObject({ code: 'host_not_found' });
  });

  it('fails fast when https meets a plain-HTTP port', async () => {
    const started = Date.now();
    await expect(
      guardedFetch('https://site.test/', base),
    ).rejects.toMatchObject({
      code: 'EPROTO',
    });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('times out against a host that never answers', async () => {
    const started = Date.now();
    await expect(
      guardedFetch('http://hang.test/', { ...base, timeoutMs: 300 }),
    ).rejects.toMatchObject({
      name: 'TimeoutError',
    });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('times out although garbage collections run while it waits', async () => {
    const fetching = guardedFetch('http://hang.test/', {
      ...base,
      timeoutMs: 300,
    });
    const stopCollecting = collectGarbageEvery(10);
    const outcome = await settledWithin(fetching, 3000);
    stopCollecting();
    expect(outcome).toMatchObject({ state: 'rejected' });
    expect((outcome as { error: unknown }).error).toBeInstanceOf(TimeoutError);
  });

  it('honours the caller signal', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('job cancelled')), 100);
    await expect(
      guardedFetch('http://hang.test/', { ...base, signal: controller.signal }),
    ).rejects.toThrow('job cancelled');
  });
});
