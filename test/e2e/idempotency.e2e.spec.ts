import request from 'supertest';
import { forEachDialect } from '../support/dialects.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

forEachDialect('idempotent create under concurrency', (dialect) => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp(dialect)));
  afterAll(() => t.close());

  it('25 simultaneous creates of one new email: one 201, 24 × 200, one id', async () => {
    const { key } = await t.newTenant();
    const responses = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        request(t.url)
          .post('/v1/actors')
          .set('Authorization', `Bearer ${key}`)
          .send({
            email: i % 2 ? 'Race@Acme.com' : 'race@acme.com',
            source: `attempt-${i}`,
          }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(24);
    expect(new Set(responses.map((r) => r.body.actorId)).size).toBe(1);
    const winner = responses.find((r) => r.status === 201)!;
    const record = await request(t.url)
      .get(`/v1/actors/${winner.body.actorId}`)
      .set('Authorization', `Bearer ${key}`);
    expect(record.body.source).toBe(`attempt-${responses.indexOf(winner)}`);
  });
});
