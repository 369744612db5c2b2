import {
  startDnsServer,
  type RunningDnsServer,
} from '../../../test/support/fixtures/dns-server.js';
import { createDnsResolver, isNameNotFound } from './dns-resolver.js';

const LONG_SPF = `v=spf1 ${Array.from({ length: 30 }, (_, i) => `include:spf${i}.example.test`).join(' ')} ~all`;

describe('createDnsResolver against a local DNS server', () => {
  let dns: RunningDnsServer;

  beforeAll(async () => {
    dns = await startDnsServer(
      {
        'acme.test': {
          A: ['127.0.0.1', '127.0.0.2'],
          AAAA: ['::1'],
          MX: [{ exchange: 'aspmx.l.google.com', priority: 1 }],
          TXT: ['v=spf1 include:_spf.google.com ~all', LONG_SPF],
          NS: ['NS1.SEDOPARKING.COM', 'ns2.sedoparking.com'],
        },
        'a-only.test': { A: ['127.0.0.1'] },
        'slow.test': { A: ['127.0.0.1'] },
      },
      { delays: { 'slow.test': 2000 } },
    );
  });
  afterAll(() => dns.close());

  const resolver = () =>
    createDnsResolver({ servers: [dns.address], timeoutMs: 500 });

  it('answers A, AAAA, MX and TXT', async () => {
    const r = resolver();
    expect(await r.resolve4('acme.test')).toEqual(['127.0.0.1', '127.0.0.2']);
    expect(await r.resolve6('acme.test')).toEqual(['::1']);
    expect(await r.resolveMx('acme.test')).toEqual([
      { exchange: 'aspmx.l.google.com', priority: 1 },
    ]);
    expect(await r.resolveTxt('acme.test')).toEqual([
      'v=spf1 include:_spf.google.com ~all',
      LONG_SPF,
    ]);
    expect(await r.resolveNs('acme.test')).toEqual([
      'ns1.sedoparking.com',
      'ns2.sedoparking.com',
    ]);
    expect(await r.resolveNs('a-only.test')).toEqual([]);
  });

  it('tells NXDOMAIN (no such domain) apart from an empty answer', async () => {
    const r = resolver();
    for (const query of [
      () => r.resolve4('nowhere.test'),
      () => r.resolveMx('nowhere.test'),
      () => r.resolveTxt('nowhere.test'),
    ]) {
      const error = await query().catch((e: unknown) => e);
      expect(isNameNotFound(error)).toBe(true);
    }
  });

  it('answers empty for a known name without that record type', async () => {
    const r = resolver();
    expect(await r.resolve6('a-only.test')).toEqual([]);
    expect(await r.resolveMx('a-only.test')).toEqual([]);
    expect(await r.resolveTxt('a-only.test')).toEqual([]);
  });

  it('fails with a timeout when the server is too slow', async () => {
    const started = Date.now();
    await expect(resolver().resolve4('slow.test')).rejects.toMatchObject({
      code: 'ETIMEOUT',
    });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('caller gave up')), 50);
    const r = createDnsResolver({ servers: [dns.address], timeoutMs: 5000 });
    await expect(r.resolve4('slow.test', controller.signal)).rejects.toThrow(
      'caller gave up',
    );
  });
});
