// A stall is seen (issue 18), with real processes on PostgreSQL and a Redis of the test's own: a
// worker whose only slot is stuck on a site that never answers takes no job while signups keep
// coming. Its /health/ready reports its consumer down, the API process warns and sets
// enrichment_backlog_stalled; once the site's time limit ends the worker catches up and both
// clear. ENRICHMENT_STALL_WINDOW_MS is 2 s here instead of a minute. And the opposite (issue 30):
// on a quiet deployment one signup that waits less than a window for a paused worker is no stall.
import { createActor, waitFor } from '../support/actor-api.js';
import { newTenantViaAdmin } from '../support/actor-rows.js';
import { createTestDatabase, type TestDatabase } from '../support/databases.js';
import { postgresUrl, redisUrl } from '../support/dialects.js';
import { HANG_HOST } from '../support/fixtures/fixture-data.js';
import {
  startOutsideWorld,
  type OutsideWorld,
} from '../support/outside-world.js';
import { pollUntilTerminal } from '../support/poll.js';
import { sampleValue } from '../support/prometheus-text.js';
import { startRedisServer } from '../support/redis-process.js';
import {
  sleep,
  startServiceProcess,
  stopAllProcesses,
  type ServiceProcess,
} from '../support/service-process.js';

const METRICS_TOKEN = 'stall-visibility-test-token';
const WINDOW_MS = 2000;
/** How long the stuck run waits for the hanging site: the stall lasts about this long. */
const TOOL_TIMEOUT_MS = 9000;
/** The quiet deployment's window, and how long its worker is paused: less than a window. */
const QUIET_WINDOW_MS = 4000;
const PAUSE_MS = 3000;

async function stalledGauge(api: ServiceProcess) {
  const res = await fetch(`${api.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    signal: AbortSignal.timeout(5000),
  });
  return sampleValue(await res.text(), 'enrichment_backlog_stalled');
}
async function readiness(worker: ServiceProcess) {
  const res = await fetch(`${worker.healthUrl}/health/ready`, {
    signal: AbortSignal.timeout(5000),
  });
  return { status: res.status, body: (await res.json()) as any };
}

(postgresUrl && redisUrl ? describe : describe.skip)(
  'a stalled backlog is reported [postgres] [redis]',
  () => {
    let world: OutsideWorld;
    let db: TestDatabase;
    let env: Record<string, string>;
    let key: string;

    beforeAll(async () => {
      world = await startOutsideWorld();
      db = await createTestDatabase('postgres');
      const redis = await startRedisServer();
      ({ key } = await newTenantViaAdmin(db.env));
      env = {
        ...db.env,
        ...world.env,
        REDIS_URL: redis.url,
        METRICS_TOKEN,
        ENRICHMENT_STALL_WINDOW_MS: String(WINDOW_MS),
        ENRICHMENT_CONCURRENCY: '1',
        ENRICHMENT_TOOL_TIMEOUT_MS: String(TOOL_TIMEOUT_MS),
        ENRICHMENT_JOB_TIMEOUT_MS: String(TOOL_TIMEOUT_MS + 5000),
      };
    });
    afterAll(async () => {
      await stopAllProcesses();
      await world?.close();
      await db?.drop();
    });

    it('reports a worker that takes no job and a backlog that stands still, then clears both', async () => {
      const [api, worker] = await Promise.all([
        startServiceProcess({ ...env, APP_ROLE: 'api' }),
        startServiceProcess({ ...env, APP_ROLE: 'worker' }),
      ]);
      expect((await readiness(worker)).status).toBe(200);
      expect(await stalledGauge(api)).toBe(0);

      // The worker's one slot: a signup whose company site accepts and never answers.
      await createActor(api.url!, key, `someone@${HANG_HOST}`);
      await waitFor(
        'the stuck run to reach the hanging site',
        async () =>
          world.http.requests.some((r) => r.host === HANG_HOST) || undefined,
        5000,
      );
      const stuckAt = Date.now();
      // Signups keep coming (bounded: one every 300 ms while the run is stuck).
      const created: string[] = [];
      const stream = (async () => {
        for (let n = 0; n < 40 && Date.now() - stuckAt < TOOL_TIMEOUT_MS; n++) {
          created.push(
            (await createActor(api.url!, key, `waiting${n}@acme.test`)).actorId,
          );
          await sleep(300);
        }
      })();

      const notReady = await waitFor(
        'the worker to report its consumer down',
        async () => {
          const r = await readiness(worker);
          return r.status === 503 ? r : undefined;
        },
        TOOL_TIMEOUT_MS - 1000,
      );
      expect(notReady.body.error).toMatchObject({
        code: 'service_unavailable',
        message: 'Not ready: consumer down',
      });
      await waitFor(
        'enrichment_backlog_stalled 1',
        async () => ((await stalledGauge(api)) === 1 ? true : undefined),
        TOOL_TIMEOUT_MS - 1000,
      );
      expect(Date.now() - stuckAt).toBeLessThan(TOOL_TIMEOUT_MS);
      expect(api.output()).toMatch(
        /"level":40,[^\n]*"msg":"enrichment stalled: the backlog has not shrunk/,
      );
      await stream;

      // The site's time limit ends the stuck run; the worker works the backlog off.
      await waitFor(
        'the worker ready again',
        async () =>
          (await readiness(worker)).status === 200 ? true : undefined,
        TOOL_TIMEOUT_MS + 10_000,
      );
      await waitFor(
        'enrichment_backlog_stalled 0',
        async () => ((await stalledGauge(api)) === 0 ? true : undefined),
        10_000,
      );
      expect(api.output()).toMatch(/"msg":"enrichment moving again"/);
      expect(created.length).toBeGreaterThan(3);
    });

    it('does not call one signup on a quiet deployment a stall when it waited less than a window', async () => {
      // The reproduction in issue 30 (an API and a worker idle for 70 s, then one signup while
      // the worker is paused for 12 s, with the minute's window), in seconds.
      const quiet = {
        ...env,
        ENRICHMENT_STALL_WINDOW_MS: String(QUIET_WINDOW_MS),
      };
      const [api, worker] = await Promise.all([
        startServiceProcess({ ...quiet, APP_ROLE: 'api' }),
        startServiceProcess({ ...quiet, APP_ROLE: 'worker' }),
      ]);
      // The gauge exists from the first reading; a window later, every window opens on an idle
      // backlog (0), as on an install that has had no signup for a while.
      await waitFor(
        'the first backlog reading',
        async () => ((await stalledGauge(api)) === 0 ? true : undefined),
        QUIET_WINDOW_MS * 5,
      );
      await sleep(QUIET_WINDOW_MS + QUIET_WINDOW_MS / 3);

      const watching = { on: true };
      let highest = 0;
      const watch = (async () => {
        while (watching.on) {
          highest = Math.max(highest, (await stalledGauge(api)) ?? 0);
          await sleep(100);
        }
      })();
      try {
        worker.child.kill('SIGSTOP');
        let actorId: string;
        try {
          ({ actorId } = await createActor(api.url!, key, 'quiet@acme.test'));
          await sleep(PAUSE_MS);
        } finally {
          worker.child.kill('SIGCONT');
        }
        const done = await pollUntilTerminal(api.url!, key, actorId, 30_000);
        expect(done.status).toBe('enriched');
        // Two readings after the enrichment, so a verdict on the whole episode is in.
        await sleep(QUIET_WINDOW_MS / 3);
      } finally {
        watching.on = false;
        await watch;
      }
      expect(highest).toBe(0);
      expect(api.output()).not.toMatch(/enrichment stalled/);
    });
  },
);
