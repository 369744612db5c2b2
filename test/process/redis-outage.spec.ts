// Production deployment (PostgreSQL + Bull on Redis) as a real process, with a Redis of the
// test's own that it takes down: signups keep being accepted, and nothing is lost.
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

const ENQUEUE_TIMEOUT_MS = 300;

(postgresUrl && redisUrl ? describe : describe.skip)(
  'service process while Redis is down [postgres] [redis]',
  () => {
    let world: OutsideWorld;
    let db: TestDatabase;
    let redis: RedisProcess;
    let key: string;

    beforeAll(async () => {
      world = await startOutsideWorld();
      db = await createTestDatabase('postgres');
      redis = await startRedisServer();
      ({ key } = await newTenantViaAdmin(db.env));
    });
    afterAll(async () => {
      await stopAllProcesses();
      await world?.close();
      await db?.drop();
    });

    it('answers creates with 201 during the outage and enriches them once Redis is back', async () => {
      const service = await startServiceProcess({
        ...db.env,
        ...world.env,
        REDIS_URL: redis.url,
        APP_ROLE: 'all',
        ENRICHMENT_ENQUEUE_TIMEOUT_MS: String(ENQUEUE_TIMEOUT_MS),
        ENRICHMENT_TOOL_TIMEOUT_MS: '2000',
        RECONCILE_INTERVAL_MS: '500',
        RECONCILE_PENDING_AFTER_MS: '500',
        QUEUE_STALLED_INTERVAL_MS: '1000',
      });
      await redis.kill();

      const ids: string[] = [];
      for (const n of [1, 2, 3, 4]) {
        const res = await createActor(
          service.url!,
          key,
          `outage${n}@acme.test`,
        );
        expect(res.status).toBe(201);
        // Bounded by the enqueue timeout, not by Redis coming back.
        expect(res.ms).toBeLessThan(ENQUEUE_TIMEOUT_MS + 1500);
        ids.push(res.actorId);
      }

      await redis.restart();
      const records = await pollAllTerminal(service.url!, key, ids, 20_000);
      expect(records.map((r) => r.status)).toEqual(ids.map(() => 'enriched'));
    });
  },
);
