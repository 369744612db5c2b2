// PostgreSQL becomes unreachable under a running service (every connection reset, new ones
// refused, through a proxy the test controls) and comes back: meanwhile every request that needs
// the database is answered 503 service_unavailable with Retry-After, quickly; afterwards the same
// process serves again and a retried create succeeds.
import request from 'supertest';
import { postgresUrl } from '../support/dialects.js';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const expect503 = (res: request.Response) => {
  expect(res.status).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(Object.keys(res.body.error).sort()).toEqual([
    'code',
    'message',
    'requestId',
  ]);
  expect(res.body.error.code).toBe('service_unavailable');
  // Nothing of the driver's or the database's internals reaches the client.
  expect(JSON.stringify(res.body)).not.toMatch(
    /ECONN|terminated|127\.0\.0\.1|postgres|select|insert/i,
  );
};

(postgresUrl ? describe : describe.skip)('database outage [postgres]', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  let known: { key: string };
  let fresh: { key: string };
  let actorId: string;

  beforeAll(async () => {
    const target = new URL(postgresUrl!);
    proxy = await startTcpProxy({
      host: target.hostname,
      port: Number(target.port || 5432),
    });
    t = await startTestApp('postgres', {}, { databaseUrl: proxy.via });
    known = await t.newTenant('Known');
    fresh = await t.newTenant('Fresh'); // its key is never verified before the outage
    const res = await create(known.key, 'before@acme.com').expect(201);
    actorId = res.body.actorId;
  });
  afterAll(async () => {
    proxy?.restore();
    await t?.close();
    await proxy?.close();
  });

  const create = (key: string, email: string) =>
    request(t.url)
      .post('/v1/actors')
      .set('Authorization', `Bearer ${key}`)
      .send({ email });

  it('answers 503 with Retry-After while the database is unreachable, and serves again after', async () => {
    proxy.cut();
    const during = [
      await create(known.key, 'during@acme.com'), // key cached: the create's own queries fail
      await create(fresh.key, 'during@acme.com'), // key not cached: its look-up fails
      await request(t.url)
        .get(`/v1/actors/${actorId}`)
        .set('Authorization', `Bearer ${known.key}`),
      await request(t.url).get('/health/ready'),
    ];
    for (const res of during) expect503(res);

    proxy.restore();
    // The client retries the create that failed: the pool reconnects on its own.
    const retried = await create(known.key, 'during@acme.com');
    expect(retried.status).toBe(201);
    await create(known.key, 'during@acme.com').expect(200);
    await request(t.url)
      .get(`/v1/actors/${actorId}`)
      .set('Authorization', `Bearer ${known.key}`)
      .expect(200);
    await request(t.url).get('/health/ready').expect(200);
  });
});
