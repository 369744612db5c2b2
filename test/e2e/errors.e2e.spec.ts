import request from 'supertest';
import { DataSource } from 'typeorm';
import { forEachDialect } from '../support/dialects.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const envelope = (res: request.Response, code: string) => {
  expect(res.body).toEqual({
    error: {
      code,
      message: expect.any(String),
      requestId: expect.any(String),
      // A 422 lists each field's problem (none for a body that is not an object).
      ...(code === 'unprocessable_entity' && { details: expect.any(Array) }),
    },
  });
  expect(res.body.error.message.length).toBeGreaterThan(0);
  expect(res.headers['x-request-id']).toBe(res.body.error.requestId);
};

forEachDialect('error envelope', (dialect) => {
  let t: TestApp;
  let auth: string;

  beforeAll(async () => {
    t = await startTestApp(dialect, { BODY_LIMIT_BYTES: '4096' });
    auth = `Bearer ${(await t.newTenant()).key}`;
  });
  afterAll(() => t.close());

  const post = () =>
    request(t.url).post('/v1/actors').set('Authorization', auth);

  it('400 for malformed JSON', async () => {
    envelope(
      await post()
        .set('Content-Type', 'application/json')
        .send('{"email":')
        .expect(400),
      'bad_request',
    );
  });

  it('400 for a non-JSON content type', async () => {
    envelope(
      await post()
        .set('Content-Type', 'text/plain')
        .send('{"email":"a@b.co"}')
        .expect(400),
      'bad_request',
    );
  });

  it('400 for a missing body', async () => {
    envelope(await post().expect(400), 'bad_request');
  });

  it('422 for a JSON body that is not an object', async () => {
    envelope(
      await post()
        .set('Content-Type', 'application/json')
        .send('[1,2]')
        .expect(422),
      'unprocessable_entity',
    );
  });

  it('413 for a body over the limit, before reading it all', async () => {
    const body = JSON.stringify({
      email: 'a@b.co',
      metadata: { pad: 'x'.repeat(5000) },
    });
    envelope(
      await post()
        .set('Content-Type', 'application/json')
        .send(body)
        .expect(413),
      'payload_too_large',
    );
  });

  it('401 comes before body checks for a caller without a key', async () => {
    const res = await request(t.url)
      .post('/v1/actors')
      .set('Content-Type', 'application/json')
      .send('{');
    expect(res.status).toBe(401);
    envelope(res, 'unauthorized');
  });

  it.each([
    ['GET', '/nowhere'],
    ['GET', '/v1'],
    ['DELETE', '/v1/actors/00000000-0000-4000-8000-000000000000'],
    ['PUT', '/v1/actors'],
  ])('404 for the unknown route %s %s', async (method, path) => {
    const agent = request(t.url);
    const res = await agent[method.toLowerCase() as 'get'](path).set(
      'Authorization',
      auth,
    );
    expect(res.status).toBe(404);
    envelope(res, 'not_found');
  });

  it('honours a sane incoming X-Request-Id and replaces an unsafe one', async () => {
    const mine = await request(t.url)
      .get('/nowhere')
      .set('X-Request-Id', 'client-trace-1234');
    expect(mine.body.error.requestId).toBe('client-trace-1234');
    const unsafe = await request(t.url)
      .get('/nowhere')
      .set('X-Request-Id', 'bad id\twith spaces');
    expect(unsafe.body.error.requestId).toMatch(/^req_[0-9a-f]{32}$/);
  });

  it('sets X-Request-Id on successful responses too', async () => {
    const res = await post().send({ email: 'rid@acme.com' }).expect(201);
    expect(res.headers['x-request-id']).toMatch(/^req_/);
  });

  // Last: it breaks the app's database connection on purpose. An unreachable database is a 503
  // (database-outage.e2e.spec.ts); a DataSource the app itself destroyed is a bug: 500.
  it('500 without internals for the truly unexpected', async () => {
    await t.app.get(DataSource).destroy();
    const res = await post().send({ email: 'after.outage@acme.com' });
    expect(res.status).toBe(500);
    envelope(res, 'internal_server_error');
    expect(res.body.error.message).toBe('Internal server error');
    expect(JSON.stringify(res.body)).not.toMatch(
      /select|insert|sqlite|postgres|at \w+ \(/i,
    );
  });
});
