import request from 'supertest';
import { forEachDialect } from '../support/dialects.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** The contract's ten keys: no others unless asked for with ?include. */
const RECORD_KEYS = [
  'createdAt',
  'email',
  'enrichment',
  'id',
  'intelligence',
  'name',
  'score',
  'scoring',
  'source',
  'status',
];

forEachDialect('GET /v1/actors/{actorId}', (dialect) => {
  let t: TestApp;
  let alice: { key: string };
  let bob: { key: string };

  beforeAll(async () => {
    t = await startTestApp(dialect);
    alice = await t.newTenant('Alice Inc');
    bob = await t.newTenant('Bob Ltd');
  });
  afterAll(() => t.close());

  const as = (tenant: { key: string }) => ({
    create: (body: object) =>
      request(t.url)
        .post('/v1/actors')
        .set('Authorization', `Bearer ${tenant.key}`)
        .send(body),
    fetch: (id: string) =>
      request(t.url)
        .get(`/v1/actors/${id}`)
        .set('Authorization', `Bearer ${tenant.key}`),
  });

  it('returns exactly the keys of the full record, nulls where unknown', async () => {
    const before = Date.now();
    const { body } = await as(alice)
      .create({ email: 'Only.Email@Acme.com' })
      .expect(201);
    const res = await as(alice).fetch(body.actorId).expect(200);
    expect(Object.keys(res.body).sort()).toEqual(RECORD_KEYS);
    expect(res.body).toMatchObject({
      id: body.actorId,
      email: 'only.email@acme.com',
      name: null,
      source: null,
      score: null,
      scoring: null,
    });
    expect(['pending', 'enriching', 'enriched', 'failed']).toContain(
      res.body.status,
    );
    if (res.body.status !== 'enriched') {
      expect(res.body).toMatchObject({
        enrichment: null,
        intelligence: null,
      });
    }
    expect(res.body.createdAt).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/,
    );
    const createdAt = Date.parse(res.body.createdAt);
    expect(createdAt).toBeGreaterThanOrEqual(before - 1000);
    expect(createdAt).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('echoes metadata as the create stored it (key order kept), when asked for', async () => {
    const metadata = {
      userId: 'u-77',
      plan: 'team',
      z: { b: [1, 'x', null], a: true },
    };
    const { body } = await as(alice)
      .create({ email: 'echo.me@acme.com', metadata })
      .expect(201);
    const plain = await as(alice).fetch(body.actorId).expect(200);
    expect(plain.body).not.toHaveProperty('metadata');
    const res = await request(t.url)
      .get(`/v1/actors/${body.actorId}?include=metadata,rejectionReason`)
      .set('Authorization', `Bearer ${alice.key}`)
      .expect(200);
    expect(JSON.stringify(res.body.metadata)).toBe(JSON.stringify(metadata));
    expect(res.body.rejectionReason).toBeNull();
  });

  it('adds the extras asked for with ?include, in any order, and tags each set apart', async () => {
    const { body } = await as(alice)
      .create({ email: 'include.me@acme.com' })
      .expect(201);
    const auth = `Bearer ${alice.key}`;
    const plain = await as(alice).fetch(body.actorId).expect(200);
    const one = await request(t.url)
      .get(`/v1/actors/${body.actorId}?include=research`)
      .set('Authorization', auth)
      .expect(200);
    expect(Object.keys(one.body).sort()).toEqual(
      [...RECORD_KEYS, 'research'].sort(),
    );
    const both = await request(t.url)
      .get(`/v1/actors/${body.actorId}?include=company,%20research`)
      .set('Authorization', auth)
      .expect(200);
    expect(Object.keys(both.body).sort()).toEqual(
      [...RECORD_KEYS, 'company', 'research'].sort(),
    );
    expect(new Set([plain, one, both].map((r) => r.headers.etag)).size).toBe(3);
  });

  it.each([
    ['an unknown extra', 'include=metadata2'],
    ['an extra on the card', 'view=card&include=research'],
  ])('answers 422 for %s', async (_label, query) => {
    const { body } = await as(alice)
      .create({ email: 'include.bad@acme.com' })
      .expect((res) => expect([200, 201]).toContain(res.status));
    const res = await request(t.url)
      .get(`/v1/actors/${body.actorId}?${query}`)
      .set('Authorization', `Bearer ${alice.key}`)
      .expect(422);
    expect(res.body.error.code).toBe('unprocessable_entity');
  });

  it('finds the actor by an upper-cased id too', async () => {
    const { body } = await as(alice)
      .create({ email: 'upper.id@acme.com' })
      .expect(201);
    await as(alice).fetch(body.actorId.toUpperCase()).expect(200);
  });

  it('keeps organizations apart: same email, two actors; foreign ids are not found', async () => {
    const a = await as(alice)
      .create({ email: 'shared@acme.com', source: 'alice' })
      .expect(201);
    const b = await as(bob)
      .create({ email: 'shared@acme.com', source: 'bob' })
      .expect(201);
    expect(a.body.actorId).not.toBe(b.body.actorId);
    const foreign = await as(bob).fetch(a.body.actorId).expect(404);
    expect(foreign.body.error.code).toBe('not_found');
    expect((await as(bob).fetch(b.body.actorId).expect(200)).body.source).toBe(
      'bob',
    );
  });

  it.each([
    ['an unknown uuid', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'not-a-uuid'],
    ['an id with SQL in it', "1' OR '1'='1"],
  ])('answers 404 not_found for %s', async (_label, id) => {
    const res = await as(alice).fetch(encodeURIComponent(id)).expect(404);
    expect(res.body.error.code).toBe('not_found');
  });
});
