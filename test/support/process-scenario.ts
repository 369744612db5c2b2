// Shared set-up for the shutdown tests in test/process: a fresh database with a tenant, fixture
// servers whose every answer is slowed by `latencyMs` (so runs are in flight long enough to be
// interrupted), and a configuration for service processes on them.
import { createActor, waitFor } from './actor-api.js';
import {
  newTenantViaAdmin,
  openActorRows,
  type ActorRows,
} from './actor-rows.js';
import { createTestDatabase, type TestDatabase } from './databases.js';
import type { Dialect } from './dialects.js';
import { ACME_HTTP_FIXTURES } from './fixtures/fixture-data.js';
import { startOutsideWorld, type OutsideWorld } from './outside-world.js';
import { stopAllProcesses, type ServiceProcess } from './service-process.js';
import { patient } from './patience.js';

/** Time a process may take beyond its grace period to close its server, queue and database. */
export const EXIT_MARGIN_MS = 3000;

export interface Scenario {
  world: OutsideWorld;
  db: TestDatabase;
  rows: ActorRows;
  key: string;
  env: Record<string, string>;
}

export async function setUpScenario(
  dialect: Dialect,
  latencyMs: number,
  env: Record<string, string> = {},
): Promise<Scenario> {
  const world = await startOutsideWorld({
    http: { ...ACME_HTTP_FIXTURES, latencyMs },
  });
  const db = await createTestDatabase(dialect);
  const { key } = await newTenantViaAdmin(db.env);
  const rows = await openActorRows(db.env);
  return {
    world,
    db,
    rows,
    key,
    env: {
      ...db.env,
      ...world.env,
      ENRICHMENT_CONCURRENCY: '2',
      ENRICHMENT_TOOL_TIMEOUT_MS: String(latencyMs + 2000),
      ENRICHMENT_JOB_TIMEOUT_MS: String(latencyMs + 5000),
      RECONCILE_INTERVAL_MS: '500',
      RECONCILE_PENDING_AFTER_MS: '500',
      QUEUE_STALLED_INTERVAL_MS: '1000',
      ...env,
    },
  };
}

/** Kills what is still running, then removes the database and the fixture servers. */
export async function tearDownScenario(s: Scenario | undefined): Promise<void> {
  await stopAllProcesses();
  await s?.rows.close();
  await s?.world.close();
  await s?.db.drop();
}

/** Creates `count` actors at acme.test (each answered 201) and returns their ids. */
export async function createActors(
  url: string,
  key: string,
  prefix: string,
  count = 4,
): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 1; n <= count; n++) {
    const res = await createActor(url, key, `${prefix}${n}@acme.test`);
    if (res.status !== 201)
      throw new Error(`create answered ${res.status}, not 201`);
    ids.push(res.actorId);
  }
  return ids;
}

/** Ids of `count` actors that are `enriching`, once there are that many; bounded in time. */
export function waitForEnriching(
  rows: ActorRows,
  count: number,
): Promise<string[]> {
  return waitFor(
    `${count} actors enriching`,
    async () => {
      const enriching = (await rows.all()).filter(
        (r) => r.status === 'enriching',
      );
      return enriching.length >= count ? enriching.map((r) => r.id) : undefined;
    },
    8000,
  );
}

/**
 * Sends SIGTERM and waits for the process to exit by itself within `graceMs` + a margin; fails if
 * it does not, or if it exits with an error.
 */
export async function terminate(
  proc: ServiceProcess,
  graceMs: number,
): Promise<{ exitedAfterMs: number }> {
  const started = Date.now();
  proc.child.kill('SIGTERM');
  // By itself, not killed: the grace, and the rest of a shutdown on a machine however busy.
  const exit = await proc.waitForExit(graceMs + patient(EXIT_MARGIN_MS));
  // Nest re-raises the signal once its shutdown hooks are done.
  if (!(exit.code === 0 || exit.signal === 'SIGTERM'))
    throw new Error(
      `exited with ${JSON.stringify(exit)} after SIGTERM:\n${proc.output()}`,
    );
  return { exitedAfterMs: Date.now() - started };
}
