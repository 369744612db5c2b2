// SIGTERM to the all-in-one process during enrichment, as an orchestrator sends it: it stops
// taking work, lets in-flight runs finish within SHUTDOWN_GRACE_MS or hands them back, and exits
// by itself, leaving no actor `enriching` behind for a lease to time out.
import { pollAllTerminal, waitFor } from '../support/actor-api.js';
import { lockActorRows } from '../support/actor-rows.js';
import { postgresUrl } from '../support/dialects.js';
import {
  createActors,
  setUpScenario,
  tearDownScenario,
  terminate,
  waitForEnriching,
  type Scenario,
} from '../support/process-scenario.js';
import {
  jsonLines,
  sleep,
  startServiceProcess,
} from '../support/service-process.js';

/** The process's last log line, which says what the shutdown drained and how long it took. */
const stoppedLine = (output: string) =>
  jsonLines(output).find((line) => line.msg === 'service stopped');

describe('graceful shutdown of the embedded process [sqlite]', () => {
  describe('when in-flight runs outlast the grace period', () => {
    let s: Scenario;
    beforeAll(async () => {
      s = await setUpScenario('sqlite', 1500, { SHUTDOWN_GRACE_MS: '300' });
    });
    afterAll(() => tearDownScenario(s));

    it('hands them back as pending, exits, and a restart finishes every actor', async () => {
      const first = await startServiceProcess(s.env);
      const ids = await createActors(first.url!, s.key, 'handback');
      const inFlight = await waitForEnriching(s.rows, 2);
      await terminate(first, 300);
      const stopped = stoppedLine(first.output());
      expect(stopped).toMatchObject({
        signal: 'SIGTERM',
        drained: { jobs: { enrich: { finished: 0 } } },
      });
      expect(stopped!.drained.jobs.enrich.handedBack).toBeGreaterThanOrEqual(
        inFlight.length,
      );
      expect(stopped!.ms).toBeGreaterThanOrEqual(300);

      const afterExit = await s.rows.all();
      expect(afterExit.filter((r) => r.status === 'enriching')).toEqual([]);
      for (const id of inFlight)
        expect(afterExit.find((r) => r.id === id)!.status).toBe('pending');

      const second = await startServiceProcess({
        ...s.env,
        ENRICHMENT_CONCURRENCY: '8',
      });
      const records = await pollAllTerminal(second.url!, s.key, ids, 20_000);
      expect(records.map((r) => r.status)).toEqual(ids.map(() => 'enriched'));
    });
  });

  describe('when in-flight runs finish within the grace period', () => {
    let s: Scenario;
    beforeAll(async () => {
      s = await setUpScenario('sqlite', 1000, { SHUTDOWN_GRACE_MS: '8000' });
    });
    afterAll(() => tearDownScenario(s));

    it('records their outcome, starts nothing new, and exits once they are done', async () => {
      const proc = await startServiceProcess(s.env);
      const ids = await createActors(proc.url!, s.key, 'finish');
      const inFlight = await waitForEnriching(s.rows, 2);
      const { exitedAfterMs } = await terminate(proc, 8000);
      // Left as soon as its runs were done, not at the end of the grace period.
      expect(exitedAfterMs).toBeLessThan(5000);
      const stopped = stoppedLine(proc.output());
      expect(stopped).toMatchObject({
        signal: 'SIGTERM',
        drained: { jobs: { enrich: { handedBack: 0 } } },
      });
      expect(stopped!.drained.jobs.enrich.finished).toBeGreaterThanOrEqual(
        inFlight.length,
      );

      const afterExit = await s.rows.all();
      expect(afterExit).toHaveLength(ids.length);
      for (const id of inFlight)
        expect(afterExit.find((r) => r.id === id)!.status).toBe('enriched');
      for (const row of afterExit)
        expect(['enriched', 'pending']).toContain(row.status);
    });
  });
});

(postgresUrl ? describe : describe.skip)(
  'graceful shutdown of the all-in-one process on PostgreSQL (in-process queue) [postgres]',
  () => {
    let s: Scenario;
    beforeAll(async () => {
      s = await setUpScenario('postgres', 1000, {
        ENRICHMENT_CONCURRENCY: '1',
        SHUTDOWN_GRACE_MS: '8000',
      });
    });
    afterAll(() => tearDownScenario(s));

    // A run whose claim is still waiting on the database when SIGTERM arrives is not yet in
    // EnrichmentService's in-flight map, so the drain does not wait for it: the database closes
    // under it and the actor is left `enriching` until its lease expires.
    it('leaves no actor enriching when SIGTERM arrives while a claim waits on the database', async () => {
      const proc = await startServiceProcess(s.env);
      const [first, second] = await createActors(proc.url!, s.key, 'claim', 2);
      await waitForEnriching(s.rows, 1);
      // The second actor waits its turn (concurrency 1); another session holds its row, so its
      // claim will wait on the database once the first run is done.
      const lock = await lockActorRows(s.env.DATABASE_URL!, [second!]);
      try {
        await waitFor(
          'the first run to finish',
          async () =>
            (await s.rows.all()).find((r) => r.id === first)?.status ===
            'enriched'
              ? true
              : undefined,
          8000,
        );
        await sleep(200); // the second claim is now blocked on the row lock
        proc.child.kill('SIGTERM');
        await sleep(500);
      } finally {
        await lock.release();
      }
      await terminate(proc, 8000);
      await sleep(200); // let PostgreSQL finish whatever the process sent before it exited

      const afterExit = await s.rows.all();
      expect(afterExit.filter((r) => r.status === 'enriching')).toEqual([]);
    });
  },
);
