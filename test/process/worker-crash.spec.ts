// Production deployment as separate API and worker processes sharing PostgreSQL and a Redis of
// the test's own: a worker SIGKILLed mid-job loses nothing, and nothing is researched twice.
import { createActor, pollAllTerminal, waitFor } from '../support/actor-api.js';
import {
  newTenantViaAdmin,
  openActorRows,
  type ActorRows,
} from '../support/actor-rows.js';
import { createTestDatabase, type TestDatabase } from '../support/databases.js';
import { postgresUrl, redisUrl } from '../support/dialects.js';
import {
  ACME_HTTP_FIXTURES,
  gravatarHash,
} from '../support/fixtures/fixture-data.js';
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

(postgresUrl && redisUrl ? describe : describe.skip)(
  'worker process killed mid-job [postgres] [redis]',
  () => {
    let world: OutsideWorld;
    let db: TestDatabase;
    let redis: RedisProcess;
    let rows: ActorRows;
    let key: string;
    let env: Record<string, string>;

    /** Research runs that reached the Gravatar tool for `email` (one request per run). */
    const runsFor = (email: string) =>
      world.http.requests.filter(
        (r) => r.path === `/gravatar/profiles/${gravatarHash(email)}`,
      ).length;

    beforeAll(async () => {
      // Every outside answer takes 1 s, so a run is in flight long enough to be killed.
      world = await startOutsideWorld({
        http: { ...ACME_HTTP_FIXTURES, latencyMs: 1000 },
      });
      db = await createTestDatabase('postgres');
      redis = await startRedisServer();
      ({ key } = await newTenantViaAdmin(db.env));
      rows = await openActorRows(db.env);
      env = {
        ...db.env,
        ...world.env,
        REDIS_URL: redis.url,
        ENRICHMENT_CONCURRENCY: '2',
        ENRICHMENT_TOOL_TIMEOUT_MS: '2000',
        // Runs are short; a dead worker's lease runs out 10 s after its last renewal.
        ENRICHMENT_JOB_TIMEOUT_MS: '2500',
        QUEUE_STALLED_INTERVAL_MS: '500',
        RECONCILE_INTERVAL_MS: '500',
        RECONCILE_PENDING_AFTER_MS: '500',
      };
    });
    afterAll(async () => {
      await stopAllProcesses();
      await rows?.close();
      await world?.close();
      await db?.drop();
    });

    it('finishes every actor after a replacement worker starts, researching none twice', async () => {
      const [api, firstWorker] = await Promise.all([
        startServiceProcess({ ...env, APP_ROLE: 'api' }),
        startServiceProcess({ ...env, APP_ROLE: 'worker' }),
      ]);
      const emails = [1, 2, 3, 4].map((n) => `crash${n}@acme.test`);
      const ids: string[] = [];
      for (const email of emails) {
        const res = await createActor(api.url!, key, email);
        expect(res.status).toBe(201);
        ids.push(res.actorId);
      }
      // Kill once two runs are visibly under way (claimed, and researching).
      await waitFor(
        'two runs in flight',
        async () => {
          const inFlight = (await rows.all()).filter(
            (r) => r.status === 'enriching' && runsFor(r.email) === 1,
          );
          return inFlight.length >= 2 ? true : undefined;
        },
        8000,
      );
      await firstWorker.stop('SIGKILL');
      const atKill = await rows.all();
      const killed = atKill.filter((r) => r.status === 'enriching');
      expect(killed.length).toBeGreaterThanOrEqual(1);

      await startServiceProcess({ ...env, APP_ROLE: 'worker' });
      const records = await pollAllTerminal(api.url!, key, ids, 30_000);
      expect(records.map((r) => r.status)).toEqual(ids.map(() => 'enriched'));

      const after = await rows.all();
      for (const row of after) {
        const wasKilled = killed.some((k) => k.id === row.id);
        // One claim per run: the killed run, then exactly one more; a job Bull redelivered while
        // the dead worker's lease was live was skipped, not run a second time.
        expect({ email: row.email, attempts: row.enrichmentAttempts }).toEqual({
          email: row.email,
          attempts: wasKilled ? 2 : 1,
        });
        expect({ email: row.email, runs: runsFor(row.email) }).toEqual({
          email: row.email,
          runs: row.enrichmentAttempts,
        });
      }
    });
  },
);
