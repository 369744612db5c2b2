// POST /v1/actors/batch: each item a single create, one result per item in order.
import request from 'supertest';
import { forEachDialect } from '../support/dialects.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

forEachDialect('POST /v1/actors/batch', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, {
      RATE_LIMIT_ENABLED: 'true',
      RATE_LIMIT_PER_MINUTE: '20',
    });
  });
  afterAll(() => t.close());

  const batch = (key: string, body: unknown) =>
    request(t.url)
      .post('/v1/actors/batch')
      .set('Authorization', `Bearer ${key}`)
      .send(body as object);

  it('valid, invalid, duplicate and over-quota items: one result each, in order', async () => {
    // Quota 2 this month: the first two new actors are enriched, the third is refused.
    const { key } = await t.newTenant('Batcher', 2);
    const existing = (
      await request(t.url)
        .post('/v1/actors')
        .set('Authorization', `Bearer ${key}`)
        .send({ email: 'known@batch.example' })
        .expect(201)
    ).body.actorId;
    const res = await batch(key, {
      items: [
        { email: 'new.one@batch.example', metadata: { userId: 'u1' } },
        { email: 'not-an-address' },
        { email: 'NEW.one@batch.example', source: 'again' },
        { email: 'known@batch.example' },
        { email: 'over.quota@batch.example' },
        { email: 'typo@batch.example', emial: 'x' },
        'not an object',
      ],
    }).expect(200);
    const r = res.body.results;
    expect(r).toHaveLength(7);
    expect(r[0]).toEqual({
      actorId: expect.any(String),
      status: 'created',
      rejectionReason: null,
    });
    const requestId = res.headers['x-request-id'];
    expect(r[1]).toEqual({
      error: {
        code: 'unprocessable_entity',
        message: expect.stringContaining('email'),
        requestId,
      },
    });
    expect(r[2]).toEqual({
      actorId: r[0].actorId,
      status: 'already_exists',
      rejectionReason: null,
    });
    expect(r[3]).toEqual({
      actorId: existing,
      status: 'already_exists',
      rejectionReason: null,
    });
    expect(r[4]).toEqual({
      actorId: expect.any(String),
      status: 'created',
      rejectionReason: 'quota_exceeded',
    });
    expect(r[5].error.message).toContain('emial');
    expect(r[6].error.code).toBe('unprocessable_entity');

    // The same message a single create answers for the same item.
    const single = await request(t.url)
      .post('/v1/actors')
      .set('Authorization', `Bearer ${key}`)
      .send({ email: 'not-an-address' })
      .expect(422);
    expect(r[1].error.message).toBe(single.body.error.message);

    const card = await request(t.url)
      .get(`/v1/actors/${r[4].actorId}?view=card`)
      .set('Authorization', `Bearer ${key}`)
      .expect(200);
    expect(card.body).toMatchObject({
      status: 'rejected',
      rejectionReason: 'quota_exceeded',
    });
  });

  it('counts each item against the rate limit and says which items it refused', async () => {
    const { key } = await t.newTenant('Limited');
    const items = Array.from({ length: 22 }, (_, i) => ({
      email: `limited-${i}@batch.example`,
    }));
    const res = await batch(key, { items }).expect(200);
    const codes = res.body.results.map(
      (x: { status?: string; error?: { code: string } }) =>
        x.error?.code ?? x.status,
    );
    // 20 per minute: the request counts as the first item, so items 1–20 pass and 21–22 are refused.
    expect(codes).toEqual([
      ...Array(20).fill('created'),
      'rate_limited',
      'rate_limited',
    ]);
    expect(res.headers['ratelimit-remaining']).toBe('0');
    expect(res.headers['retry-after']).toBeDefined();
    // The refused items were not created; the next request is limited as a whole.
    await batch(key, { items: [items[21]] }).expect(429);
  });

  it.each([
    ['a bare list', [{ email: 'a@batch.example' }], 'JSON object'],
    ['no items', { items: [] }, 'items'],
    ['items not a list', { items: { email: 'a@batch.example' } }, 'items'],
    ['another field', { items: [{ email: 'a@batch.example' }], x: 1 }, 'x'],
    [
      '101 items',
      {
        items: Array.from({ length: 101 }, (_, i) => ({
          email: `i${i}@b.example`,
        })),
      },
      'items',
    ],
  ])('answers 422 for %s, creating nothing', async (_, body, field) => {
    const { key } = await t.newTenant('Refused');
    const res = await batch(key, body).expect(422);
    expect(res.body.error.message).toContain(field);
    const list = await request(t.url)
      .get('/v1/actors?createdSince=2000-01-01T00:00:00Z')
      .set('Authorization', `Bearer ${key}`)
      .expect(200);
    expect(list.body.hasMore).toBe(false);
  });

  it('bounds each item like a single create: metadata nested 10 levels passes, 11 is that item’s 422', async () => {
    const { key } = await t.newTenant('Deep');
    const nest = (levels: number): unknown =>
      levels === 1 ? { leaf: true } : { next: nest(levels - 1) };
    const res = await batch(key, {
      items: [
        { email: 'deep10@batch.example', metadata: nest(10) },
        { email: 'deep11@batch.example', metadata: nest(11) },
      ],
    }).expect(200);
    expect(res.body.results[0].status).toBe('created');
    expect(res.body.results[1].error.message).toContain('metadata');
  });

  it('needs a key, and a JSON body', async () => {
    await request(t.url)
      .post('/v1/actors/batch')
      .send({ items: [] })
      .expect(401);
    const { key } = await t.newTenant('Bodies');
    await request(t.url)
      .post('/v1/actors/batch')
      .set('Authorization', `Bearer ${key}`)
      .set('Content-Type', 'application/json')
      .send('{"items": [')
      .expect(400);
  });
});
