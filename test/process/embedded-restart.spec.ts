// Embedded deployment (SQLite + in-process queue) as a real process: the actor rows are the queue,
// so a process killed mid-work resumes every pending and enriching actor when it starts again.
import { createActor, pollAllTerminal, waitFor } from '../support/actor-api.js';
import {
  newTenantViaAdmin,
  openActorRows,
  type ActorRow,
  type ActorRows,
} from '../support/actor-rows.js';
import { createTestDatabase, type TestDatabase } from '../support/databases.js';
import { ACME_HTTP_FIXTURES } from '../support/fixtures/fixture-data.js';
import {
  startOutsideWorld,
  type OutsideWorld,
} from '../support/outside-world.js';
import {
  startServiceProcess,
  stopAllProcesses,
} from '../support/service-process.js';

describe('embedded service process restarts [sqlite]', () => {
  let world: OutsideWorld;
  let db: TestDatabase;
  let rows: ActorRows;
  let key: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    // Every outside answer takes 1.5 s, so a run is in flight long enough to be killed.
    world = await startOutsideWorld({
      http: { ...ACME_HTTP_FIXTURES, latencyMs: 1500 },
    });
    db = await createTestDatabase('sqlite');
    ({ key } = await newTenantViaAdmin(db.env));
    rows = await openActorRows(db.env);
    env = {
      ...db.env,
      ...world.env,
      ENRICHMENT_CONCURRENCY: '2',
      ENRICHMENT_TOOL_TIMEOUT_MS: '5000',
      ENRICHMENT_JOB_TIMEOUT_MS: '10000',
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

  it('resumes pending and enriching actors after a SIGKILL', async () => {
    const first = await startServiceProcess(env);
    const ids: string[] = [];
    for (const n of [1, 2, 3, 4, 5]) {
      const res = await createActor(first.url!, key, `restart${n}@acme.test`);
      expect(res.status).toBe(201);
      ids.push(res.actorId);
    }
    await waitFor(
      'two actors enriching',
      async () => {
        const enriching = (await rows.all()).filter(
          (r) => r.status === 'enriching',
        );
        return enriching.length >= 2 ? true : undefined;
      },
      5000,
    );
    await first.stop('SIGKILL');

    const atKill = new Map<string, ActorRow>(
      (await rows.all()).map((r) => [r.id, r]),
    );
    const killedRuns = ids.filter(
      (id) => atKill.get(id)!.status === 'enriching',
    );
    const neverStarted = ids.filter(
      (id) => atKill.get(id)!.status === 'pending',
    );
    // The situation under test: work in flight and work waiting, both lost with the process.
    expect(killedRuns.length).toBeGreaterThanOrEqual(1);
    expect(neverStarted.length).toBeGreaterThanOrEqual(1);

    // The new process may run them all at once; what matters is that it finds them.
    const second = await startServiceProcess({
      ...env,
      ENRICHMENT_CONCURRENCY: '8',
    });
    const records = await pollAllTerminal(second.url!, key, ids, 20_000);
    expect(records.map((r) => r.status)).toEqual(ids.map(() => 'enriched'));
    for (const r of records)
      expect(r.enrichment).toMatchObject({ companyName: 'Acme Analytics' });

    const after = new Map((await rows.all()).map((r) => [r.id, r]));
    // A killed run is claimed once more; a waiting actor runs once.
    for (const id of killedRuns)
      expect(after.get(id)!.enrichmentAttempts).toBe(2);
    for (const id of neverStarted)
      expect(after.get(id)!.enrichmentAttempts).toBe(1);
  });
});
