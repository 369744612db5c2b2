import request from 'supertest';
import { forEachDialect } from '../support/dialects.js';
import { pollUntilTerminal } from '../support/poll.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const CARD_KEYS = [
  'id',
  'email',
  'name',
  'status',
  'rejectionReason',
  'failureReason',
  'score',
  'scoringStatus',
  'title',
  'linkedinUrl',
  'location',
  'companyName',
  'companyDomain',
  'industry',
  'companyLocation',
  'createdAt',
  'enrichedAt',
  'summary',
  'highlights',
  'bio',
  'companyDescription',
].sort();

forEachDialect('GET /v1/actors/{id}?view=', (dialect) => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    ({ key } = await t.newTenant());
  });
  afterAll(() => t.close());

  const get = (id: string, query: string) =>
    request(t.url)
      .get(`/v1/actors/${id}${query}`)
      .set('Authorization', `Bearer ${key}`);

  it('view=card returns every card member, null where unknown', async () => {
    const { body } = await request(t.url)
      .post('/v1/actors')
      .set('Authorization', `Bearer ${key}`)
      .send({ email: 'Card.Holder@nowhere.example', name: 'Card Holder' });
    await pollUntilTerminal(t.url, key, body.actorId);
    const card = (await get(body.actorId, '?view=card').expect(200)).body;
    expect(Object.keys(card).sort()).toEqual(CARD_KEYS);
    expect(card).toMatchObject({
      id: body.actorId,
      email: 'card.holder@nowhere.example',
      name: 'Card Holder',
      status: 'enriched',
      rejectionReason: null,
      failureReason: null,
      companyName: null,
      industry: null,
    });
    expect(card.enrichedAt).toMatch(/Z$/);
  });

  it('view=full and no view both return the full record', async () => {
    const { body } = await request(t.url)
      .post('/v1/actors')
      .set('Authorization', `Bearer ${key}`)
      .send({ email: 'full.view@nowhere.example' });
    const a = (await get(body.actorId, '?view=full').expect(200)).body;
    const b = (await get(body.actorId, '').expect(200)).body;
    // The contract's ten members and no others (extras only with ?include=).
    expect(Object.keys(a)).toHaveLength(10);
    expect(Object.keys(b)).toEqual(Object.keys(a));
  });

  it.each(['?view=slim', '?view=', '?view=CARD', '?view=card&view=full'])(
    'answers 422 for %s',
    async (query) => {
      const res = await get(
        '00000000-0000-4000-8000-000000000000',
        query,
      ).expect(422);
      expect(res.body.error).toMatchObject({
        code: 'unprocessable_entity',
        message: expect.stringContaining('view'),
      });
    },
  );
});
