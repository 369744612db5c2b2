// The queue's time limit is one decision, made in the queue (TimeLimitedQueue): no producer
// bounds its own adds. With Redis unreachable, every job the modules define is refused within
// QUEUE_ENQUEUE_TIMEOUT_MS (an add answers false, for the owning module's sweep to catch up), a
// signup is still accepted at once, the queue's reads give up at the same limit, and once Redis
// is back the same adds are taken.
import { TimeoutError } from '../../libs/time-limit/index.js';
import { loadDomainModules } from '../../src/domain-modules.js';
import { definedJobs } from '../../src/modules/queue/define-job.js';
import {
  JOB_QUEUE,
  type JobQueue,
} from '../../src/modules/queue/job-queue.port.js';
import { waitFor } from '../support/actor-api.js';
import { redisUrl } from '../support/dialects.js';
import {
  startServiceModule,
  type ServiceModule,
} from '../support/service-module.js';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.js';

const LIMIT_MS = 300;
/** a bounded call returns at the limit; this much more is scheduling, never a hang */
const SLACK_MS = 1500;

/** Data for any job: the queue reads none of it but the id its definition makes of it. */
const sample = (n: number) =>
  ({
    actorId: `actor-${n}`,
    organizationId: `org-${n}`,
    deliveryId: `delivery-${n}`,
    attempts: 0,
    dueAt: n,
  }) as never;

async function timed<T>(call: () => Promise<T>): Promise<[T, number]> {
  const started = Date.now();
  const result = await call();
  return [result, Date.now() - started];
}

(redisUrl ? describe : describe.skip)(
  'the enqueue time limit, once in the queue [sqlite] [redis]',
  () => {
    let s: ServiceModule;
    let redis: TcpProxy;
    let queue: JobQueue;

    beforeAll(async () => {
      const target = new URL(redisUrl!);
      redis = await startTcpProxy({
        host: target.hostname,
        port: Number(target.port || 6379),
      });
      s = await startServiceModule('sqlite', {
        imports: await loadDomainModules(),
        env: {
          REDIS_URL: redis.via(redisUrl!),
          REDIS_QUEUE_PREFIX: `test-${Date.now()}-limit`,
          QUEUE_ENQUEUE_TIMEOUT_MS: String(LIMIT_MS),
          // Nothing consumes: the adds stay queued for the test to see.
          APP_ROLE: 'api',
        },
      });
      queue = s.get<JobQueue>(JOB_QUEUE as never);
    });
    afterAll(async () => {
      await s?.close();
      await redis?.close();
    });

    it('refuses every defined job within the limit while Redis is down, and takes them once it is back', async () => {
      const jobs = definedJobs();
      expect(jobs.map((j) => j.name)).toEqual(
        expect.arrayContaining(['enrich', 'refresh', 'rescore']),
      );
      redis.cut();
      for (const [i, job] of jobs.entries()) {
        const [queued, ms] = await timed(() => job.add(queue, sample(i)));
        expect({ job: job.name, queued }).toEqual({
          job: job.name,
          queued: false,
        });
        expect(ms).toBeLessThan(LIMIT_MS + SLACK_MS);
      }
      const started = Date.now();
      await expect(jobs[0].queued(queue, [sample(0)])).rejects.toBeInstanceOf(
        TimeoutError,
      );
      expect(Date.now() - started).toBeLessThan(LIMIT_MS + SLACK_MS);

      redis.restore();
      // The client reconnects on its own schedule; then the same adds are taken.
      await waitFor(
        'Redis taking jobs again',
        async () => (await jobs[0].add(queue, sample(0))) || undefined,
        10_000,
      );
      // Each defined job is taken: an add still meets the 300 ms limit, so on a loaded machine
      // (two CPU hogs, load 9) one may be refused again and is asked again, as a caller would.
      for (const [i, job] of jobs.entries())
        await waitFor(
          `${job.name} taken`,
          async () => (await job.add(queue, sample(i))) || undefined,
          10_000,
        );
      const found = await waitFor(
        'the queued job read back',
        () =>
          jobs[0].queued(queue, [sample(0)]).catch((err: unknown) => {
            if (err instanceof TimeoutError) return undefined;
            throw err;
          }),
        10_000,
      );
      expect(found).toHaveLength(1);
    });

    it('accepts a signup at once while Redis is down: its enqueue gives up at the limit', async () => {
      const org = await s.newOrganization();
      redis.cut();
      try {
        const [actorId, ms] = await timed(() => s.newActor(org));
        expect(actorId).toMatch(/^[0-9a-f-]{36}$/);
        expect(ms).toBeLessThan(LIMIT_MS + SLACK_MS);
      } finally {
        redis.restore();
      }
      // Back before the suite closes the queue: a client still reconnecting would outlive it.
      await waitFor(
        'Redis taking jobs again',
        async () =>
          (await definedJobs()[0].add(queue, {} as never)) || undefined,
        10_000,
      );
    }, 30_000);
  },
);
