// actor:reenrich and the background refresh end to end, on both deployments: the admin CLI's code
// (in-process) against a running app on the same database and queue, research against local
// stand-ins for the company's site, webhooks received by a real receiver on loopback.
import request from 'supertest';
import { DataSource } from 'typeorm';
import { runAdmin } from '../../src/cli/run-admin.js';
import { Actor } from '../../src/modules/actors/entities/actor.entity.js';
import { enrichJob } from '../../src/modules/enrichment/research.job.js';
import {
  JOB_QUEUE,
  type JobQueue,
} from '../../src/modules/queue/job-queue.port.js';
import { IcpProfilesService } from '../../src/modules/scoring/icp-profiles.service.js';
import { WebhookEndpointsService } from '../../src/modules/webhooks/webhook-endpoints.service.js';
import { waitFor } from '../support/actor-api.js';
import { forEachDeployment } from '../support/deployments.js';
import {
  ACME_COMPANY,
  ACME_DOMAIN,
  ACME_HOME_HTML,
  ACME_HTTP_FIXTURES,
  HANG_HOST,
} from '../support/fixtures/fixture-data.js';
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from '../support/fixtures/webhook-receiver.js';
import {
  startOutsideWorld,
  type OutsideWorld,
} from '../support/outside-world.js';
import { pollUntilTerminal } from '../support/poll.js';
import { EVERY_EXTRA } from '../support/record-extras.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { verifiedBody, WEBHOOK_TEST_ENV } from '../support/webhooks.js';
import { WORK_ADDRESS_PROFILE as PROFILE } from '../support/icp-profiles.js';

const NEW_DESCRIPTION =
  'Acme Analytics now helps B2B SaaS teams forecast revenue from product usage.';
const DAY_MS = 86_400_000;

forEachDeployment('actor:reenrich and the background refresh', (deployment) => {
  let world: OutsideWorld;
  let receiver: WebhookReceiver;
  let t: TestApp;
  let env: Record<string, string>;
  /** what the company's home page says right now */
  let description: string = ACME_COMPANY.description;
  let n = 0;
  const home = () => ({
    body: ACME_HOME_HTML.replaceAll(ACME_COMPANY.description, description),
  });

  beforeAll(async () => {
    world = await startOutsideWorld({
      http: {
        ...ACME_HTTP_FIXTURES,
        sites: {
          [ACME_DOMAIN]: { '/': home },
          [`www.${ACME_DOMAIN}`]: { '/': home },
        },
        hangHosts: [],
      },
    });
    receiver = await startWebhookReceiver();
    const queueEnv = deployment.env();
    t = await startTestApp(deployment.dialect, {
      ...queueEnv,
      ...world.env,
      ...WEBHOOK_TEST_ENV,
      RECONCILE_INTERVAL_MS: '300',
      RECONCILE_PENDING_AFTER_MS: '300',
      ENRICHMENT_REFRESH_AFTER_DAYS: '30',
      // A hanging site makes a run time out within the test's patience; retries come quickly.
      ENRICHMENT_JOB_TIMEOUT_MS: '2500',
      ENRICHMENT_RETRY_BACKOFF_MS: '100',
    });
    const db = t.config.database;
    // The CLI shares the app's database and, in production, its queue.
    env = {
      ...(db.dialect === 'postgres'
        ? { DATABASE_URL: db.url }
        : { SQLITE_PATH: db.path }),
      ...queueEnv,
    };
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
    await world?.close();
  });
  afterEach(() => {
    description = ACME_COMPANY.description;
    world.http.hangHosts.clear();
  });

  const admin = async (...argv: string[]) => {
    const out = await runAdmin(argv, env);
    return { ...out, json: out.stdout ? JSON.parse(out.stdout) : undefined };
  };
  async function tenant() {
    const path = `/hooks-${++n}`;
    const created = await t.newTenant(`Reenrich ${n}`);
    await t.app.get(IcpProfilesService).set(created.orgId, PROFILE);
    const { secret } = await t.app
      .get(WebhookEndpointsService)
      .add(created.orgId, receiver.url(path), null);
    return { ...created, path, secret };
  }
  const createActor = async (key: string, email: string) =>
    (
      await request(t.url)
        .post('/v1/actors')
        .set('Authorization', `Bearer ${key}`)
        .send({ email })
        .expect(201)
    ).body.actorId as string;
  // With every extra: the record a webhook body carries.
  const fetchRecord = async (key: string, id: string) =>
    (
      await request(t.url)
        .get(`/v1/actors/${id}${EVERY_EXTRA}`)
        .set('Authorization', `Bearer ${key}`)
        .expect(200)
    ).body;
  const row = (id: string) =>
    t.app.get(DataSource).getRepository(Actor).findOneBy({ id });
  const siteReads = () =>
    world.http.requests.filter((r) => r.host === ACME_DOMAIN).length;

  it('researches again and replaces the record in one step: enriched all along, webhooks sent again', async () => {
    const { orgId, key, path, secret } = await tenant();
    const actorId = await createActor(key, 'jane.doe@acme.test');
    await receiver.waitFor(path, 2);
    const before = await fetchRecord(key, actorId);
    expect(before.enrichment.companyDescription).toBe(ACME_COMPANY.description);
    expect(before.score).toBe(100);
    const readsBefore = siteReads();

    description = NEW_DESCRIPTION;
    const out = await admin('actor:reenrich', '--org', orgId, '--id', actorId);
    expect(out).toMatchObject({ exitCode: 0, json: { queued: 1 } });

    // Every answer meanwhile is a whole record: the old one or the new one, enriched and scored.
    const after = await waitFor(
      'the new enrichment',
      async () => {
        const record = await fetchRecord(key, actorId);
        expect(record).toMatchObject({ status: 'enriched', score: 100 });
        expect([ACME_COMPANY.description, NEW_DESCRIPTION]).toContain(
          record.enrichment.companyDescription,
        );
        return record.enrichment.companyDescription === NEW_DESCRIPTION
          ? record
          : undefined;
      },
      15_000,
    );
    expect(after.enrichment.enrichedAt > before.enrichment.enrichedAt).toBe(
      true,
    );
    // The company's site was read again, not answered from what the first run found.
    expect(siteReads()).toBeGreaterThan(readsBefore);

    const received = await receiver.waitFor(path, 4);
    const [enriched, scored] = received
      .slice(2)
      .map((r) => verifiedBody(r, secret));
    expect(enriched.type).toBe('actor.enriched');
    expect(scored.type).toBe('actor.scored');
    expect(scored.data.actor).toEqual(await fetchRecord(key, actorId));
    expect(enriched.data.actor.enrichment.companyDescription).toBe(
      NEW_DESCRIPTION,
    );
    // Done: nothing waits any more.
    expect(await row(actorId)).toMatchObject({
      refreshRequestedAt: null,
      leaseId: null,
    });
  });

  it('a refresh that fails leaves the record exactly as it was', async () => {
    const { orgId, key } = await tenant();
    const actorId = await createActor(key, 'ann@acme.test');
    // Enriched and scored: the whole record the refresh must leave alone.
    const before = await waitFor(
      'enriched and scored',
      async () => {
        const record = await fetchRecord(key, actorId);
        return record.score === null ? undefined : record;
      },
      15_000,
    );
    expect(before.status).toBe('enriched');

    world.http.hangHosts.add(ACME_DOMAIN); // every run times out, and its retries too
    const out = await admin(
      'actor:reenrich',
      '--org',
      orgId,
      '--email',
      'ANN@acme.test',
    );
    expect(out.json).toEqual({ queued: 1 });
    await waitFor(
      'the refresh given up',
      async () => {
        const r = await row(actorId);
        return r && r.refreshRequestedAt === null && r.leaseId === null
          ? r
          : undefined;
      },
      20_000,
    );
    expect(await fetchRecord(key, actorId)).toEqual(before);
  });

  it('--older-than asks for the stale ones only; the workers refresh them', async () => {
    const { orgId, key } = await tenant();
    const fresh = await createActor(key, 'fresh@acme.test');
    const stale = await createActor(key, 'stale@acme.test');
    await Promise.all(
      [fresh, stale].map((id) => pollUntilTerminal(t.url, key, id)),
    );
    const longAgo = new Date(Date.now() - 3 * DAY_MS);
    await t.app.get(DataSource).getRepository(Actor).update(stale, {
      enrichedAt: longAgo,
    });

    const out = await admin(
      'actor:reenrich',
      '--org',
      orgId,
      '--older-than',
      '2',
    );
    expect(out.json).toEqual({ queued: 1 });
    const refreshed = await waitFor(
      'the stale actor refreshed',
      async () => {
        const r = await row(stale);
        return r && r.enrichedAt! > longAgo && !r.refreshRequestedAt
          ? r
          : undefined;
      },
      15_000,
    );
    expect(refreshed.status).toBe('enriched');
    expect((await row(fresh))!.refreshRequestedAt).toBeNull();
  });

  it('ENRICHMENT_REFRESH_AFTER_DAYS: an enrichment older than that is refreshed in the background', async () => {
    const { key, path } = await tenant();
    const actorId = await createActor(key, 'old@acme.test');
    await receiver.waitFor(path, 2);
    const longAgo = new Date(Date.now() - 31 * DAY_MS);
    await t.app.get(DataSource).getRepository(Actor).update(actorId, {
      enrichedAt: longAgo,
    });
    description = NEW_DESCRIPTION;
    await waitFor(
      'the background refresh',
      async () => {
        const record = await fetchRecord(key, actorId);
        expect(record.status).toBe('enriched');
        return record.enrichment.companyDescription === NEW_DESCRIPTION
          ? record
          : undefined;
      },
      15_000,
    );
    const types = (await receiver.waitFor(path, 4)).map(
      (r) => JSON.parse(r.body).type,
    );
    expect(types).toEqual([
      'actor.enriched',
      'actor.scored',
      'actor.enriched',
      'actor.scored',
    ]);
  });

  it('a failed actor is enriched again from the start; pending and rejected ones are not counted', async () => {
    const { orgId, key } = await tenant();
    const actorId = await createActor(key, 'failed@acme.test');
    await pollUntilTerminal(t.url, key, actorId);
    await t.app.get(DataSource).getRepository(Actor).update(actorId, {
      status: 'failed',
      failureReason: 'a test said so',
    });
    const out = await admin('actor:reenrich', '--org', orgId, '--id', actorId);
    expect(out.json).toEqual({ queued: 1 });
    expect((await pollUntilTerminal(t.url, key, actorId)).status).toBe(
      'enriched',
    );

    await t.app.get(DataSource).getRepository(Actor).update(actorId, {
      status: 'rejected',
      rejectionReason: 'quota_exceeded',
    });
    const refused = await admin(
      'actor:reenrich',
      '--org',
      orgId,
      '--id',
      actorId,
    );
    expect(refused.json).toEqual({ queued: 0 });
  });

  it('answers unknown actors and organizations with exit 1', async () => {
    const { orgId } = await tenant();
    const unknown = await admin(
      'actor:reenrich',
      '--org',
      orgId,
      '--id',
      '00000000-0000-4000-8000-000000000000',
    );
    expect(unknown).toMatchObject({ exitCode: 1, stdout: '' });
    expect(unknown.stderr).toMatch(/No actor/);
    const noOrg = await admin(
      'actor:reenrich',
      '--org',
      '00000000-0000-4000-8000-000000000000',
      '--older-than',
      '1',
    );
    expect(noOrg).toMatchObject({ exitCode: 1, stdout: '' });
    expect(noOrg.stderr).toMatch(/No organization/);
  });

  it('erases a person, even mid-enrichment, and a later create is a new actor', async () => {
    const { orgId, key, path } = await tenant();
    const actorId = await createActor(key, 'gone@acme.test');
    await receiver.waitFor(path, 2);
    const erased = await admin(
      'actor:erase',
      '--org',
      orgId,
      '--email',
      'Gone@acme.test',
    );
    expect(erased).toMatchObject({ exitCode: 0, json: { erased: 1 } });
    await request(t.url)
      .get(`/v1/actors/${actorId}`)
      .set('Authorization', `Bearer ${key}`)
      .expect(404);
    const ds = t.app.get(DataSource);
    const left = async (table: string, id: string) =>
      Number(
        (
          await ds.query(
            `SELECT COUNT(*) AS "n" FROM "${table}" WHERE "actorId" = ${ds.options.type === 'postgres' ? '$1' : '?'}`,
            [id],
          )
        )[0].n,
      );
    // Of the person's events only `actor.erased` is left, and it holds nothing but the id.
    const events: { type: string; payload: string }[] = await ds.query(
      `SELECT "type", "payload" FROM "webhook_events" WHERE "actorId" = ${ds.options.type === 'postgres' ? '$1' : '?'}`,
      [actorId],
    );
    expect(events.map((e) => e.type)).toEqual(['actor.erased']);
    expect(JSON.parse(events[0]!.payload).data).toEqual({
      actor: { id: actorId },
    });
    expect(await left('webhook_deliveries', actorId)).toBe(1); // the erased event's, to the one endpoint
    // A retried request is safe.
    expect(
      (await admin('actor:erase', '--org', orgId, '--id', actorId)).json,
    ).toEqual({
      erased: 0,
    });
    const again = await createActor(key, 'gone@acme.test');
    expect(again).not.toBe(actorId);

    // Mid-enrichment: the run that is researching cannot bring the row back. A company never
    // looked up before whose site hangs: acme.test's findings are shared and kept, so a run for
    // it reads no site and could be over before a poll sees it under way.
    world.http.hangHosts.add(HANG_HOST);
    const running = await createActor(key, `running@${HANG_HOST}`);
    await waitFor(
      'the run under way',
      async () =>
        (await row(running))?.status === 'enriching' ? true : undefined,
      10_000,
    );
    expect(
      (await admin('actor:erase', '--org', orgId, '--id', running)).json,
    ).toEqual({
      erased: 1,
    });
    const queue = t.app.get<JobQueue>(JOB_QUEUE);
    await waitFor(
      'the run and its retries over',
      async () =>
        (await enrichJob.queued(queue, [{ actorId: running }])).length === 0
          ? true
          : undefined,
      20_000,
    );
    expect(await row(running)).toBeNull();
    // Only its `actor.erased` event is left (the id, nothing personal).
    expect(await left('webhook_events', running)).toBe(1);
  });

  it('raising the quota re-queues the month’s actors refused for it, oldest first, up to the new limit', async () => {
    const { orgId, key } = await t.newTenant(`Quota ${++n}`, 1);
    const ids: string[] = [];
    for (const name of ['q1', 'q2', 'q3', 'q4'])
      ids.push(await createActor(key, `${name}@acme.test`));
    const card = async (id: string) =>
      (
        await request(t.url)
          .get(`/v1/actors/${id}?view=card`)
          .set('Authorization', `Bearer ${key}`)
          .expect(200)
      ).body;
    expect((await card(ids[1])).status).toBe('rejected');

    const raised = await admin('org:update', '--id', orgId, '--quota', '3');
    expect(raised.json).toMatchObject({ id: orgId, quota: 3 });
    expect(raised.stderr).toMatch(/re-admitted 2 actors refused for quota/);
    for (const id of ids.slice(0, 3))
      expect((await pollUntilTerminal(t.url, key, id)).status).toBe('enriched');
    expect((await card(ids[3])).status).toBe('rejected');
    // Counted like creates: the quota is used up, so the next create is refused.
    const late = await createActor(key, 'q5@acme.test');
    expect((await card(late)).status).toBe('rejected');

    const unlimited = await admin(
      'org:update',
      '--id',
      orgId,
      '--quota',
      'none',
    );
    expect(unlimited.stderr).toMatch(/re-admitted 2 actors/);
    for (const id of [ids[3], late])
      expect((await pollUntilTerminal(t.url, key, id)).status).toBe('enriched');
  });
});
