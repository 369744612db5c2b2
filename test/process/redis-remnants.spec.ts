// Production deployment as real processes, with a Redis of the test's own. A Redis that comes
// back with old data (a snapshot, a kept finished job) may still hold an actor's job id although
// no job waits or runs for it. Bull ignores an add whose job id exists, so unless the queue looks
// past such remnants, the reconciler's re-enqueue is a no-op and the actor stays pending forever.
import { Redis } from 'ioredis';
import { createActor, pollAllTerminal } from '../support/actor-api.js';
import { newTenantViaAdmin } from '../support/actor-rows.js';
import { createTestDatabase, type TestDatabase } from '../support/databases.js';
import { postgresUrl, redisUrl } from '../support/dialects.js';
import {
  startOutsideWorld,
  type OutsideWorld,
} from '../support/outside-world.js';
import {
  startRedisServer,
  type RedisProcess,
} from '../support/redis-process.js';
import {
  startServiceProcess,
  stopAllProcesses,
} from '../support/service-process.js';

const PREFIX = 'remnants';
const key = (suffix: string) => `${PREFIX}:enrichment:${suffix}`;

(postgresUrl && redisUrl ? describe : describe.skip)(
  'job ids left in Redis without a job [postgres] [redis]',
  () => {
    let world: OutsideWorld;
    let db: TestDatabase;
    let redis: RedisProcess;
    let client: Redis;
    let apiKey: string;

    beforeAll(async () => {
      world = await startOutsideWorld();
      db = await createTestDatabase('postgres');
      redis = await startRedisServer();
      client = new Redis(redis.url, { maxRetriesPerRequest: 1 });
      ({ key: apiKey } = await newTenantViaAdmin(db.env));
    });
    afterAll(async () => {
      client?.disconnect();
      await stopAllProcesses();
      await world?.close();
      await db?.drop();
    });

    const env = () => ({
      ...db.env,
      ...world.env,
      REDIS_URL: redis.url,
      REDIS_QUEUE_PREFIX: PREFIX,
      ENRICHMENT_TOOL_TIMEOUT_MS: '2000',
      RECONCILE_INTERVAL_MS: '300',
      RECONCILE_PENDING_AFTER_MS: '300',
      RATE_LIMIT_ENABLED: 'false', // four actors polled at once
    });

    it('re-enqueues a pending actor whose job id a finished or orphaned job still holds', async () => {
      // An API-only process queues the jobs; no process consumes them yet.
      const api = await startServiceProcess({ ...env(), APP_ROLE: 'api' });
      const ids: string[] = [];
      for (const n of [1, 2, 3, 4]) {
        const res = await createActor(
          api.url!,
          apiKey,
          `remnant${n}@acme.test`,
        );
        expect(res.status).toBe(201);
        ids.push(res.actorId);
      }
      await api.stop('SIGTERM');
      const [completed, failed, orphaned, waiting] = ids.map(
        (id) => `enrich-${id}`,
      );
      expect(await client.lrange(key('wait'), 0, -1)).toEqual(
        expect.arrayContaining([completed, failed, orphaned, waiting]),
      );

      // What Redis came back with: the first job finished and kept, the second failed and kept,
      // the third's hash without any list (its list entry lost), the fourth still waiting.
      const now = Date.now();
      for (const jobId of [completed, failed, orphaned])
        await client.lrem(key('wait'), 0, jobId);
      await client.hset(
        key(completed),
        'finishedOn',
        now,
        'returnvalue',
        'null',
      );
      await client.zadd(key('completed'), now, completed);
      await client.hset(key(failed), 'finishedOn', now, 'failedReason', 'old');
      await client.zadd(key('failed'), now, failed);

      // A worker starts: its reconciler finds the three stranded actors and queues them again;
      // the waiting one is simply run.
      const worker = await startServiceProcess({ ...env(), APP_ROLE: 'all' });
      const records = await pollAllTerminal(worker.url!, apiKey, ids, 20_000);
      expect(records.map((r) => r.status)).toEqual(ids.map(() => 'enriched'));
    });
  },
);
