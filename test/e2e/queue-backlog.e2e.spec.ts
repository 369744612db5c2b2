// A backlog larger than the worker's concurrency: actors wait in the queue longer than the job
// timeout and longer than RECONCILE_PENDING_AFTER_MS. Waiting is not running: no run may time out
// for it, and the reconciler must leave queued actors alone ("stranded" = not queued, not running).
import { randomUUID } from 'node:crypto';
import { Registry } from 'prom-client';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { enrichJob } from '../../src/modules/enrichment/research.job.js';
import {
  JOB_QUEUE,
  type JobQueue,
} from '../../src/modules/queue/job-queue.port.js';
import { waitFor } from '../support/actor-api.js';
import { forEachDeployment } from '../support/deployments.js';
import { ACME_HTTP_FIXTURES } from '../support/fixtures/fixture-data.js';
import {
  startOutsideWorld,
  type OutsideWorld,
} from '../support/outside-world.js';
import { pollUntilTerminal } from '../support/poll.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const LATENCY_MS = 300; // every outside answer: a run takes at least this long
const JOB_TIMEOUT_MS = 3000;
const CONCURRENCY = 2;
// At least 12 rounds of two runs of 300 ms or more: the last actor waits well past the job timeout.
const BACKLOG = 24;

forEachDeployment('a queue backlog', (deployment) => {
  let world: OutsideWorld;
  let t: TestApp;
  let key: string;
  let orgId: string;

  beforeAll(async () => {
    world = await startOutsideWorld({
      http: { ...ACME_HTTP_FIXTURES, latencyMs: LATENCY_MS },
    });
    t = await startTestApp(deployment.dialect, {
      ...deployment.env(),
      ...world.env,
      ENRICHMENT_CONCURRENCY: String(CONCURRENCY),
      ENRICHMENT_JOB_TIMEOUT_MS: String(JOB_TIMEOUT_MS),
      ENRICHMENT_TOOL_TIMEOUT_MS: '2000',
      RECONCILE_INTERVAL_MS: '200',
      RECONCILE_PENDING_AFTER_MS: '500',
      RATE_LIMIT_ENABLED: 'false', // two dozen actors polled at once
    });
    ({ key, orgId } = await t.newTenant());
  });
  afterAll(async () => {
    await t?.close();
    await world?.close();
  });

  const counter = async (name: string) => {
    const metric = t.app.get(Registry).getSingleMetric(name);
    const { values } = await metric!.get();
    return Object.fromEntries(
      values.map((v) => [String(v.labels.outcome ?? 'total'), v.value]),
    );
  };
  const attemptsById = async (ids: string[]) => {
    const rows: Array<{ id: string; enrichmentAttempts: number }> = await t.app
      .get(DataSource)
      .query('SELECT "id", "enrichmentAttempts" FROM "actors"');
    const byId = new Map(rows.map((r) => [r.id, Number(r.enrichmentAttempts)]));
    return ids.map((id) => byId.get(id));
  };

  it('runs every actor once, however long it waited, and re-enqueues none of them', async () => {
    const ids: string[] = [];
    const started = Date.now();
    for (let n = 1; n <= BACKLOG; n++) {
      const res = await request(t.url)
        .post('/v1/actors')
        .set('Authorization', `Bearer ${key}`)
        .send({ email: `backlog${n}@acme.test` })
        .expect(201);
      ids.push(res.body.actorId);
    }
    // Enqueueing a queued actor again is a no-op by job id: no second job, no second run.
    const queue = t.app.get<JobQueue>(JOB_QUEUE);
    const waiting = ids.slice(-4);
    const waitingJobs = waiting.map((actorId) => ({ actorId }));
    expect(
      (await enrichJob.queued(queue, waitingJobs)).map((j) => j.actorId).sort(),
    ).toEqual([...waiting].sort());
    for (const job of waitingJobs) await enrichJob.add(queue, job);

    const records = await Promise.all(
      ids.map((id) => pollUntilTerminal(t.url, key, id, 60_000)),
    );
    // The backlog really was one: the last actor waited longer than a run may take.
    expect(Date.now() - started).toBeGreaterThan(JOB_TIMEOUT_MS);
    expect(records.map((r) => r.status)).toEqual(ids.map(() => 'enriched'));
    expect(await attemptsById(ids)).toEqual(ids.map(() => 1));
    // A run is counted when it returns, a moment after its record is visible to a poll.
    const counted = await waitFor(
      'every run counted',
      async () => {
        const jobs = await counter('enrichment_jobs_total');
        const total = Object.values(jobs).reduce((a, b) => a + b, 0);
        return total >= BACKLOG ? jobs : undefined;
      },
      5_000,
    );
    expect(counted).toEqual({ enriched: BACKLOG });
    expect(await counter('enrichment_requeued_total')).toEqual({ total: 0 });
    expect(
      await enrichJob.queued(
        queue,
        ids.map((actorId) => ({ actorId })),
      ),
    ).toEqual([]);
  });

  it('still re-enqueues an actor that is pending with no job at all', async () => {
    // A row committed whose enqueue never happened (a crash in between): written past the API.
    const id = randomUUID();
    await t.app
      .get(DataSource)
      .query(
        'INSERT INTO "actors" ("id", "organizationId", "email") VALUES ($1, $2, $3)'.replace(
          /\$\d/g,
          deployment.dialect === 'sqlite' ? '?' : '$&',
        ),
        [id, orgId, 'orphan@acme.test'],
      );
    const record = await pollUntilTerminal(t.url, key, id, 20_000);
    expect(record.status).toBe('enriched');
    expect(await counter('enrichment_requeued_total')).toEqual({ total: 1 });
  });
});
