// The reconciler against a real Bull queue on Redis and each database: stranded actors behind a
// backlog of queued ones are found, and a backlog whose queue data was lost comes back in one pass
// (it used to look at the 500 oldest candidates only, so both waited for the backlog to drain or
// came back 500 per RECONCILE_INTERVAL_MS). APP_ROLE=api: nothing consumes the queue meanwhile.
import { randomBytes } from 'node:crypto';
import type { Queue } from 'bull';
import { enrichJob } from '../../src/modules/enrichment/research.job.js';
import { EnrichmentModule } from '../../src/modules/enrichment/enrichment.module.js';
import { Reconciler } from '../../src/modules/enrichment/reconciler.sweep.js';
import { HealthModule } from '../../src/modules/health/health.module.js';
import { BullJobQueue } from '../../src/modules/queue/bull-queue.adapter.js';
import { forEachDialectWithRedis, redisUrl } from '../support/dialects.js';
import {
  startServiceModule,
  type ServiceModule,
} from '../support/service-module.js';

/** More than one batch (500) of the reconciler, and of the candidates it once looked at. */
const WAITING = 700;
const STRANDED = 60;

forEachDialectWithRedis('Reconciler on a Bull queue [redis]', (dialect) => {
  let s: ServiceModule;
  let queue: Queue;
  let reconciler: Reconciler;
  const waiting: string[] = [];
  const stranded: string[] = [];

  const queuedIds = async () =>
    new Set(
      (await queue.getJobs(['waiting', 'active', 'delayed', 'paused'])).map(
        (job) => String(job.id),
      ),
    );

  beforeAll(async () => {
    s = await startServiceModule(dialect, {
      // Readiness: the queue module registers its Redis check there.
      imports: [HealthModule, EnrichmentModule],
      env: {
        APP_ROLE: 'api',
        REDIS_URL: redisUrl!,
        REDIS_QUEUE_PREFIX: `test-${randomBytes(4).toString('hex')}`,
        RECONCILE_PENDING_AFTER_MS: '0',
      },
    });
    queue = s.get(BullJobQueue).line('enrichment');
    reconciler = s.get(Reconciler);
    const orgId = await s.newOrganization();
    // Creating an actor enqueues its job (as the API does); the oldest ones stay queued.
    for (let n = 0; n < WAITING; n++) waiting.push(await s.newActor(orgId));
    for (let n = 0; n < STRANDED; n++) stranded.push(await s.newActor(orgId));
    for (let tries = 0; (await queue.count()) < WAITING + STRANDED; tries++) {
      if (tries > 100) throw new Error('the creates were not all enqueued');
      await new Promise((r) => setTimeout(r, 50));
    }
    // The newest ones lose their jobs: an enqueue that failed, a queue that lost data.
    for (const id of stranded)
      await (await queue.getJob(enrichJob.id({ actorId: id })))!.remove();
  });
  afterAll(async () => {
    await queue?.obliterate({ force: true });
    await s?.close();
  });

  it('finds stranded actors behind more than a batch of queued ones', async () => {
    expect(await queue.count()).toBe(WAITING);
    await reconciler.reconcileNow();
    const queued = await queuedIds();
    expect(
      stranded.filter((id) => !queued.has(enrichJob.id({ actorId: id }))),
    ).toEqual([]);
    expect(queued.size).toBe(WAITING + STRANDED);
  });

  it('brings a whole backlog back in one pass after the queue lost it', async () => {
    await queue.empty();
    expect(await queue.count()).toBe(0);
    await reconciler.reconcileNow();
    expect((await queuedIds()).size).toBe(WAITING + STRANDED);
  });
});
