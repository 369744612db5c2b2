import request from 'supertest';
import { DataSource } from 'typeorm';
import { runAdmin } from '../../src/cli/run-admin.js';
import { EnrichmentQuotaService } from '../../src/modules/actors/enrichment-quota.service.js';
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

  const setQuota = (orgId: string, quota: string) => {
    const db = t.config.database;
    const env = {
      ...(db.dialect === 'postgres'
        ? { DATABASE_URL: db.url }
        : { SQLITE_PATH: db.path }),
      ...deployment.env(),
    };
    return runAdmin(['org:update', '--id', orgId, '--quota', quota], env);
  };
  const createMany = async (key: string, prefix: string, n: number) => {
    const responses = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        create(key, `${prefix}${i}@acme.com`),
      ),
    );
    expect(responses.every((r) => r.status === 201)).toBe(true);
    const cards = await Promise.all(
      responses.map((r) => fetch(key, r.body.actorId, 'card')),
    );
    return cards.filter((c) => c.body.status !== 'rejected').length;
  };
  const quotaRows = (orgId: string) =>
    t.app
      .get(DataSource)
      .query(
        `SELECT "shard", "used" FROM "quota_usage" WHERE "organizationId" = ${t.config.database.dialect === 'postgres' ? '$1' : '?'}`,
        [orgId],
      ) as Promise<{ shard: number; used: number }[]>;
  const used = (orgId: string) =>
    t.app.get(EnrichmentQuotaService).used(orgId, new Date());

  it('over quota: 201 created, no enrichment, rejected with quota_exceeded', async () => {
    const { key } = await t.newTenant('Small', 2);
    const admitted = [
      (await create(key, 'one@acme.com').expect(201)).body.actorId,
      (await create(key, 'two@acme.com').expect(201)).body.actorId,
    ];
    const over = await create(key, 'three@acme.com').expect(201);
    expect(over.body.status).toBe('created');

    const full = (
      await fetch(key, over.body.actorId, 'full&include=rejectionReason')
    ).body;
    expect(full).toMatchObject({
      status: 'failed',
      enrichment: null,
      intelligence: null,
      score: null,
      // Why it failed, as the card says it, when asked for (issue 24).
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
    expect((await setQuota(orgId, 'none')).stdout).toContain('"quota":null');
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

  it('a quota above the shard count: concurrent creates at the boundary admit exactly the quota', async () => {
    const { key, orgId } = await t.newTenant('Wide', 40);
    expect(await createMany(key, 'wide', 60)).toBe(40);
    expect(await used(orgId)).toBe(40);
    expect(await createMany(key, 'late', 3)).toBe(0);
  });

  it('a lowered quota is never passed, however the count is spread over the shards', async () => {
    const { key, orgId } = await t.newTenant('Lowered', 100);
    expect(await createMany(key, 'early', 30)).toBe(30);
    // The most uneven spread creates can leave: every count in one shard. (Shard 0 may have
    // had no row: the creates pick shards at random, so it is written afresh.)
    const ds = t.app.get(DataSource);
    const postgres = t.config.database.dialect === 'postgres';
    const [month] = (await ds.query(
      `SELECT DISTINCT "month" FROM "quota_usage" WHERE "organizationId" = ${postgres ? '$1' : '?'}`,
      [orgId],
    )) as { month: string }[];
    await ds.query(
      `DELETE FROM "quota_usage" WHERE "organizationId" = ${postgres ? '$1' : '?'}`,
      [orgId],
    );
    await ds.query(
      `INSERT INTO "quota_usage" ("organizationId", "month", "shard", "used") VALUES (${postgres ? '$1, $2' : '?, ?'}, 0, 30)`,
      [orgId, month!.month],
    );
    expect(await quotaRows(orgId)).toEqual([{ shard: 0, used: 30 }]);
    const updated = await setQuota(orgId, '35');
    expect(updated.stderr).toBe('');
    expect(updated.stdout).toContain('"quota":35');
    expect(await createMany(key, 'after', 20)).toBe(5);
    expect(await used(orgId)).toBe(35);
  });

  it('without a quota, creates write no quota row; a quota set later counts the month so far', async () => {
    const { key, orgId } = await t.newTenant('Unlimited');
    expect(await createMany(key, 'free', 6)).toBe(6);
    expect(await quotaRows(orgId)).toEqual([]);
    expect(await used(orgId)).toBe(6);
    await setQuota(orgId, '8');
    expect(await createMany(key, 'capped', 5)).toBe(2);
    expect(await used(orgId)).toBe(8);
  });
});
