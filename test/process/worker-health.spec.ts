// A production deployment as real processes (PostgreSQL, a Redis of the test's own, APP_ROLE=api
// and APP_ROLE=worker): the worker's own health port, the API's count of queue workers and its
// warning when actors wait with none, and an admin import enriched by the worker.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pollAllTerminal, waitFor } from '../support/actor-api.js';
import { runAdminProcess } from '../support/admin-process.js';
import { createTestDatabase, type TestDatabase } from '../support/databases.js';
import { postgresUrl, redisUrl } from '../support/dialects.js';
import {
  startOutsideWorld,
  type OutsideWorld,
} from '../support/outside-world.js';
import { sampleValue } from '../support/prometheus-text.js';
import {
  startRedisServer,
  type RedisProcess,
} from '../support/redis-process.js';
import {
  startServiceProcess,
  stopAllProcesses,
  type ServiceProcess,
} from '../support/service-process.js';

const get = async (url: string) => {
  const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
  return { status: res.status, body: (await res.json()) as any };
};

const METRICS_TOKEN = 'worker-health-test-token';

(postgresUrl && redisUrl ? describe : describe.skip)(
  'workers: health port, queue workers metric, import [postgres] [redis]',
  () => {
    let world: OutsideWorld;
    let db: TestDatabase;
    let redis: RedisProcess;
    let env: Record<string, string>;
    let api: ServiceProcess;
    let dir: string;

    const workers = async () => {
      const res = await fetch(`${api.url}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        signal: AbortSignal.timeout(5000),
      });
      return sampleValue(await res.text(), 'enrichment_queue_workers');
    };

    beforeAll(async () => {
      world = await startOutsideWorld();
      db = await createTestDatabase('postgres');
      redis = await startRedisServer();
      dir = mkdtempSync(join(tmpdir(), 'worker-health-'));
      env = {
        ...db.env,
        ...world.env,
        REDIS_URL: redis.url,
        METRICS_TOKEN,
        RECONCILE_INTERVAL_MS: '300',
        QUEUE_STALLED_INTERVAL_MS: '1000',
      };
      api = await startServiceProcess({ ...env, APP_ROLE: 'api' });
    });
    afterAll(async () => {
      await stopAllProcesses();
      await world?.close();
      await db?.drop();
      rmSync(dir, { recursive: true, force: true });
    });

    it('counts no worker and warns while an imported actor waits; a worker then enriches it', async () => {
      expect(await workers()).toBe(0);
      const org = (
        await runAdminProcess(['org:create', '--name', 'Workers'], env)
      ).json;
      const { key } = (
        await runAdminProcess(['key:issue', '--org', org.id], env)
      ).json;
      const csv = join(dir, 'users.csv');
      writeFileSync(
        csv,
        'email,name\njane.doe@acme.test,Jane Doe\nbob@acme.test,Bob\n',
      );
      const imported = await runAdminProcess(
        ['actor:import', '--org', org.id, '--file', csv],
        { ...env, LOG_LEVEL: 'info' },
      );
      expect(imported.json).toEqual({
        read: 2,
        created: 2,
        existing: 0,
        invalid: 0,
        rejected: 0,
      });
      const importId = /"requestId":"(import_[0-9a-f]+)"/.exec(
        imported.stderr,
      )?.[1];
      expect(importId).toBeDefined();

      await waitFor(
        'the no-worker warning',
        async () =>
          /"waiting":2,"workers":0,"msg":"actors are waiting for enrichment and no worker consumes/.test(
            api.output(),
          ) || undefined,
        5000,
      );

      const worker = await startServiceProcess({ ...env, APP_ROLE: 'worker' });
      await waitFor(
        'one worker in metrics',
        async () => ((await workers()) === 1 ? true : undefined),
        5000,
      );
      const ids = [
        (
          await runAdminProcess(
            ['actor:show', '--org', org.id, '--email', 'jane.doe@acme.test'],
            env,
          )
        ).json.id,
        (
          await runAdminProcess(
            ['actor:show', '--org', org.id, '--email', 'bob@acme.test'],
            env,
          )
        ).json.id,
      ];
      const records = await pollAllTerminal(api.url!, key, ids, 20_000);
      expect(records.map((r) => r.status)).toEqual(['enriched', 'enriched']);
      // The worker's lines about each actor name it and the import that queued it.
      const enriched = worker
        .output()
        .split('\n')
        .filter((l) => l.includes('"msg":"actor enriched"'))
        .map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(enriched.map((l) => [l.actorId, l.requestId]).sort()).toEqual(
        ids.map((id) => [id, importId]).sort(),
      );

      await worker.stop('SIGTERM');
      await waitFor(
        'no worker in metrics',
        async () => ((await workers()) === 0 ? true : undefined),
        5000,
      );
    });

    it('answers /health and /health/ready on a worker’s own port, 503 when Redis is down', async () => {
      const worker = await startServiceProcess({ ...env, APP_ROLE: 'worker' });
      expect(worker.url).toBeNull();
      expect(await get(`${worker.healthUrl}/health`)).toEqual({
        status: 200,
        body: {
          status: 'ok',
          version: JSON.parse(readFileSync('package.json', 'utf8')).version,
        },
      });
      expect(await get(`${worker.healthUrl}/health/ready`)).toEqual({
        status: 200,
        body: {
          status: 'ready',
          checks: { database: 'up', redis: 'up', consumer: 'up' },
        },
      });
      const unknown = await get(`${worker.healthUrl}/v1/actors`);
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.code).toBe('not_found');

      await redis.kill();
      try {
        const down = await get(`${worker.healthUrl}/health/ready`);
        expect(down.status).toBe(503);
        expect(down.body.error).toMatchObject({
          code: 'service_unavailable',
          message: 'Not ready: redis down',
        });
        expect((await get(`${worker.healthUrl}/health`)).status).toBe(200);
      } finally {
        await redis.restart();
      }
    });
  },
);
