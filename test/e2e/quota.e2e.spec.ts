import request from 'supertest';
import { runAdmin } from '../../src/cli/run-admin.js';
import { forEachDeployment } from '../support/deployments.js';
import { pollUntilTerminal } from '../support/poll.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

forEachDeployment('monthly enrichment quota', (deployment) => {
  let t: TestApp;
  beforeAll(
    async () => (t = await startTestApp(deployment.dialect, deployment.env())),
  );
  afterAll(() => t.close());

  const create = (key: string, email: string) =>
    request(t.url)
      .post('/v1/actors')
      .set('Authorization', `Bearer ${key}`)
      .send({ email });
  const fetch = (key: string, id: string, view = 'full') =>
    request(t.url)
      .get(`/v1/actors/${id}?view=${view}`)
      .set('Authorization', `Bearer ${key}`)
      .expect(200);

  it('over quota: 201 created, no enrichment, rejected with quota_exceeded', async () => {
    const { key } = await t.newTenant('Small', 2);
    const admitted = [
      (await create(key, 'one@acme.com').expect(201)).body.actorId,
      (await create(key, 'two@acme.com').expect(201)).body.actorId,
    ];
    const over = await create(key, 'three@acme.com').expect(201);
    expect(over.body.status).toBe('created');

    const full = (await fetch(key, over.body.actorId)).body;
    expect(full).toMatchObject({
      status: 'failed',
      enrichment: null,
      intelligence: null,
      score: null,
      // Why it failed, as the card says it (issue 24).
      rejectionReason: 'quota_exceeded',
    });
    const card = (await fetch(key, over.body.actorId, 'card')).body;
    expect(card).toMatchObject({
      status: 'rejected',
      rejectionReason: 'quota_exceeded',
      failureReason: null,
    });

    // Idempotency holds for a rejected actor, and a duplicate does not count against the quota.
    expect((await create(key, 'THREE@acme.com').expect(200)).body).toEqual({
      actorId: over.body.actorId,
      status: 'already_exists',
    });
    await create(key, 'one@acme.com').expect(200);
    for (const id of admitted)
      expect((await pollUntilTerminal(t.url, key, id)).status).toBe('enriched');
  });

  it('a raised quota admits again; "none" makes it unlimited', async () => {
    const { key, orgId } = await t.newTenant('Zero', 0);
    const refused = await create(key, 'a@acme.com').expect(201);
    expect((await fetch(key, refused.body.actorId, 'card')).body.status).toBe(
      'rejected',
    );
    const db = t.config.database;
    const env = {
      ...(db.dialect === 'postgres'
        ? { DATABASE_URL: db.url }
        : { SQLITE_PATH: db.path }),
      ...deployment.env(),
    };
    expect(
      (await runAdmin(['org:update', '--id', orgId, '--quota', 'none'], env))
        .stdout,
    ).toContain('"quota":null');
    const admitted = await create(key, 'b@acme.com').expect(201);
    expect(
      (await pollUntilTerminal(t.url, key, admitted.body.actorId)).status,
    ).toBe('enriched');
  });

  it('never admits more than the quota under concurrent creates', async () => {
    const { key } = await t.newTenant('Racy', 5);
    const responses = await Promise.all(
      Array.from({ length: 24 }, (_, i) => create(key, `racer${i}@acme.com`)),
    );
    expect(responses.every((r) => r.status === 201)).toBe(true);
    const cards = await Promise.all(
      responses.map((r) => fetch(key, r.body.actorId, 'card')),
    );
    const rejected = cards.filter((c) => c.body.status === 'rejected');
    expect(rejected).toHaveLength(24 - 5);
  });
});
