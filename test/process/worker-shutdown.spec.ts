// SIGTERM to an APP_ROLE=worker process (Bull on a Redis of the test's own, PostgreSQL) during
// enrichment: it stops taking jobs, finishes or hands back what is in flight, and exits by itself,
// leaving no actor `enriching`; another worker then finishes everything.
import { pollAllTerminal, waitFor } from '../support/actor-api.js';
import { lockActorRows } from '../support/actor-rows.js';
import { postgresUrl, redisUrl } from '../support/dialects.js';
import {
  createActors,
  setUpScenario,
  tearDownScenario,
  terminate,
  waitForEnriching,
  type Scenario,
} from '../support/process-scenario.js';
import { startRedisServer } from '../support/redis-process.js';
import { sleep, startServiceProcess } from '../support/service-process.js';

(postgresUrl && redisUrl ? describe : describe.skip)(
  'graceful shutdown of a worker process [postgres] [redis]',
  () => {
    describe('when in-flight runs outlast the grace period', () => {
      let s: Scenario;
      beforeAll(async () => {
        const redis = await startRedisServer();
        s = await setUpScenario('postgres', 1500, {
          REDIS_URL: redis.url,
          SHUTDOWN_GRACE_MS: '300',
        });
      });
      afterAll(() => tearDownScenario(s));

      it('hands them back, exits, and a new worker finishes every actor', async () => {
        const [api, worker] = await Promise.all([
          startServiceProcess({ ...s.env, APP_ROLE: 'api' }),
          startServiceProcess({ ...s.env, APP_ROLE: 'worker' }),
        ]);
        const ids = await createActors(api.url!, s.key, 'drain');
        const inFlight = await waitForEnriching(s.rows, 2);
        await terminate(worker, 300);

        const afterExit = await s.rows.all();
        expect(afterExit.filter((r) => r.status === 'enriching')).toEqual([]);
        for (const id of inFlight)
          expect(afterExit.find((r) => r.id === id)!.status).toBe('pending');

        await startServiceProcess({
          ...s.env,
          APP_ROLE: 'worker',
          ENRICHMENT_CONCURRENCY: '8',
        });
        const records = await pollAllTerminal(api.url!, s.key, ids, 20_000);
        expect(records.map((r) => r.status)).toEqual(ids.map(() => 'enriched'));
      });
    });

    describe('when in-flight runs finish within the grace period', () => {
      let s: Scenario;
      beforeAll(async () => {
        const redis = await startRedisServer();
        s = await setUpScenario('postgres', 1000, {
          REDIS_URL: redis.url,
          ENRICHMENT_CONCURRENCY: '1',
          SHUTDOWN_GRACE_MS: '8000',
        });
      });
      afterAll(() => tearDownScenario(s));

      it('records their outcome before exiting, even while a claim waits on the database', async () => {
        const [api, worker] = await Promise.all([
          startServiceProcess({ ...s.env, APP_ROLE: 'api' }),
          startServiceProcess({ ...s.env, APP_ROLE: 'worker' }),
        ]);
        const ids = await createActors(api.url!, s.key, 'complete', 4);
        await waitForEnriching(s.rows, 1);
        // Another session holds the rows of the actors not yet taken, so the next claim waits on
        // the database when SIGTERM arrives.
        const waiting = (await s.rows.all())
          .filter((r) => r.status === 'pending')
          .map((r) => r.id);
        expect(waiting.length).toBeGreaterThanOrEqual(1);
        const lock = await lockActorRows(s.env.DATABASE_URL!, waiting);
        let inFlight: string[];
        try {
          await waitFor(
            'a run to finish',
            async () =>
              (await s.rows.all()).some((r) => r.status === 'enriched')
                ? true
                : undefined,
            8000,
          );
          await sleep(200);
          inFlight = (await s.rows.all())
            .filter((r) => r.status === 'enriching')
            .map((r) => r.id);
          worker.child.kill('SIGTERM');
          await sleep(500);
        } finally {
          await lock.release();
        }
        await terminate(worker, 8000);

        const afterExit = await s.rows.all();
        expect(afterExit).toHaveLength(ids.length);
        expect(afterExit.filter((r) => r.status === 'enriching')).toEqual([]);
        for (const id of inFlight)
          expect(afterExit.find((r) => r.id === id)!.status).toBe('enriched');
        for (const row of afterExit)
          expect(['enriched', 'pending']).toContain(row.status);
      });
    });
  },
);
