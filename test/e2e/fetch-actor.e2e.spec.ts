import request from 'supertest';
import { forEachDialect } from '../support/dialects.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** The contract's ten keys and the two issue 17 adds (research, company). */
const RECORD_KEYS = [
  'company',
  'createdAt',
  'email',
  'enrichment',
  'id',
  'intelligence',
  'name',
  'research',
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

  it('returns the ten keys of the full record and the two additive ones, nulls where unknown', async () => {
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
        company: null,
      });
    }
    expect(res.body.createdAt).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/,
    );
    const createdAt = Date.parse(res.body.createdAt);
    expect(createdAt).toBeGreaterThanOrEqual(before - 1000);
    expect(createdAt).toBeLessThanOrEqual(Date.now() + 1000);
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
