// A path that is not valid percent-encoding is an error like any other: authenticated first (401
// without a key), then 400 bad_request in the usual envelope, with a request id in the body and
// the X-Request-Id header. A client's own sane X-Request-Id is echoed; any other is replaced.
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('a malformed path [sqlite]', () => {
  let t: TestApp;
  let key: string;

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    ({ key } = await t.newTenant('Malformed paths'));
  });
  afterAll(() => t?.close());

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${t.url}${path}`, { headers });
    return {
      status: res.status,
      header: res.headers.get('x-request-id'),
      body: (await res.json()) as {
        error: { code: string; message: string; requestId: string };
      },
    };
  };

  it('asks for a key first: 401 in the envelope, with a request id', async () => {
    const res = await get('/v1/actors/%ZZ');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthorized');
    expect(res.header).toMatch(/^req_[0-9a-f]{32}$/);
    expect(res.body.error.requestId).toBe(res.header);
  });

  it('answers an authenticated caller 400 bad_request in the envelope, with a request id', async () => {
    for (const path of [
      '/v1/actors/%ZZ',
      '/v1/actors/%E0%A4%A',
      '/v1/actors/%',
    ]) {
      const res = await get(path, { authorization: `Bearer ${key}` });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'bad_request' });
      expect(res.body.error.message).toMatch(/percent-encoding/);
      expect(res.body.error.requestId).toBe(res.header);
      expect(res.header).toMatch(/^req_[0-9a-f]{32}$/);
    }
  });

  it("echoes a client's sane X-Request-Id, and replaces one that is not", async () => {
    const own = 'crm-sync.2026-11-26:0001';
    const echoed = await get('/v1/actors/%ZZ', {
      authorization: `Bearer ${key}`,
      'x-request-id': own,
    });
    expect(echoed.header).toBe(own);
    expect(echoed.body.error.requestId).toBe(own);
    const ok = await get('/v1/actors/00000000-0000-4000-8000-000000000000', {
      authorization: `Bearer ${key}`,
      'x-request-id': own,
    });
    expect([ok.status, ok.header, ok.body.error.requestId]).toEqual([
      404,
      own,
      own,
    ]);

    for (const insane of [
      'has spaces in it',
      'x'.repeat(129),
      'short',
      'a<b>c"d\'e',
    ]) {
      const res = await get('/v1/actors/%ZZ', { 'x-request-id': insane });
      expect(res.header).toMatch(/^req_[0-9a-f]{32}$/);
      expect(res.body.error.requestId).toBe(res.header);
    }
  });
});
