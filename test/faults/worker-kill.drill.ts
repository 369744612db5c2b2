// Fault drill: a worker SIGKILLed mid-enrichment while creates keep coming, a replacement worker
// started. An APP_ROLE=api process and APP_ROLE=worker processes on PostgreSQL + Redis of the
// drill's own; the research tools' fixture servers answer slowly, so runs are in flight when the
// worker dies. Every create must be answered, no actor may be left behind, and the runs the kill
// interrupted are re-run once (once their lease lapses, 10 s after the kill), not researched twice.
import { gravatarHash } from '../support/fixtures/fixture-data.js';
import { waitFor } from '../support/actor-api.js';
import { startServiceProcess } from '../support/service-process.js';
import {
  answeredActorIds,
  createSpec,
  describeOutcomes,
  describeRows,
  DrillReport,
  idempotencyViolations,
  lostActors,
  setUpDrillWorld,
  waitForTerminal,
  WORKER,
  type DrillWorld,
} from './support/drill.js';
import { startLoad } from './support/load.js';

const LATENCY_MS = 400;
const STREAM_MS = 8000;
const JOB_TIMEOUT_MS = 3000;

describe('fault drill: worker SIGKILLed mid-enrichment', () => {
  let w: DrillWorld;
  beforeAll(async () => {
    w = await setUpDrillWorld(LATENCY_MS, {
      ENRICHMENT_JOB_TIMEOUT_MS: String(JOB_TIMEOUT_MS),
    });
  }, 60_000);
  afterAll(() => w?.tearDown(), 60_000);

  /** Research runs that reached the Gravatar tool for `email` (one request per run). */
  const runsFor = (email: string) =>
    w.outside.http.requests.filter(
      (q) => q.path === `/gravatar/profiles/${gravatarHash(email)}`,
    ).length;

  it('leaves no actor behind after a replacement worker starts', async () => {
    const r = new DrillReport(
      'worker-kill',
      'a worker SIGKILLed mid-enrichment during a stream of creates, another started',
    );
    const [api, first] = await Promise.all([
      startServiceProcess({ ...w.env, APP_ROLE: 'api' }),
      startServiceProcess({ ...w.env, ...WORKER }),
    ]);
    r.event(
      `APP_ROLE=api and APP_ROLE=worker up (tools answer after ${LATENCY_MS} ms, job timeout ${JOB_TIMEOUT_MS} ms)`,
    );

    const emails: string[] = [];
    const load = startLoad({
      url: api.url!,
      key: w.key,
      connections: 2,
      durationMs: STREAM_MS,
      maxRequests: 60,
      pauseMs: 250,
      answerTimeoutMs: 10_000,
      next: (n) => {
        if (n % 5 === 4) return createSpec(emails[n % emails.length]!, 'dup');
        const email = `kill-drill-${n}@acme.test`;
        emails.push(email);
        return createSpec(email);
      },
    });
    r.event(
      `stream: creates on 2 connections for ${STREAM_MS / 1000} s (60 at most)`,
    );
    // Kill once at least two runs are visibly under way (claimed, and researching).
    const inFlight = await waitFor(
      'two runs in flight, 2 s into the stream',
      async () => {
        const researching = (await w.rows.all()).filter(
          (row) => row.status === 'enriching' && runsFor(row.email) === 1,
        );
        return researching.length >= 2 && Date.now() - load.startedAt >= 2000
          ? researching
          : undefined;
      },
      10_000,
    );
    await first.stop('SIGKILL');
    const atKill = await w.rows.all();
    const killed = atKill.filter((row) => row.status === 'enriching');
    r.event(
      `worker SIGKILLed with ${killed.length} actor(s) enriching (${inFlight.length} seen researching)`,
    );
    await startServiceProcess({ ...w.env, ...WORKER });
    r.event('replacement worker up');
    const outcomes = await load.done;
    load.close();
    r.event('stream done');

    const terminal = await waitForTerminal(w.rows, 45_000);
    r.event(`every actor terminal after ${terminal.ms} ms`);
    const ids = answeredActorIds(outcomes);
    const lost = lostActors(ids, terminal.rows);
    const bad = outcomes.filter((o) => o.status !== 201 && o.status !== 200);
    const byId = new Map(terminal.rows.map((row) => [row.id, row]));
    const killedAttempts = killed.map(
      (k) => byId.get(k.id)?.enrichmentAttempts,
    );
    const researchedTwice = terminal.rows.filter(
      (row) => runsFor(row.email) > row.enrichmentAttempts,
    );

    r.count(describeOutcomes(outcomes));
    r.count(
      `actors ${terminal.rows.length} (${describeRows(terminal.rows)}), killed runs ${killed.length}, lost ${lost.length}`,
    );
    r.count(
      `attempts of the killed runs' actors: ${JSON.stringify(killedAttempts)}`,
    );
    r.check(
      'every create answered 201 or 200',
      bad.length === 0,
      bad.length ? JSON.stringify(bad.slice(0, 3)) : '',
    );
    r.check('runs were in flight at the kill', killed.length >= 1);
    r.check(
      'the killed runs were claimed once more (attempts 2)',
      killedAttempts.every((a) => a === 2),
    );
    r.check(
      'no actor researched more often than it was claimed',
      researchedTwice.length === 0,
      researchedTwice.map((row) => row.email).join(', '),
    );
    const dupes = idempotencyViolations(outcomes);
    r.check('one actor id per email', dupes.length === 0, dupes.join(', '));
    r.check(
      'one actor row per email',
      terminal.rows.length === new Set(emails).size,
      `${terminal.rows.length} rows, ${new Set(emails).size} emails`,
    );
    r.check('lost = 0', lost.length === 0, lost.slice(0, 3).join(', '));

    const failures = r.finish(
      `sent ${outcomes.length}, answered ${outcomes.filter((o) => o.status !== null).length}, ` +
        `killed runs ${killed.length}, actors ${terminal.rows.length}, ` +
        `terminal ${terminal.rows.length - lost.length}, lost ${lost.length}`,
    );
    expect(failures).toEqual([]);
  });
});
