// Fault drill: SIGTERM to a serving APP_ROLE=all process (PostgreSQL + Redis of the drill's own)
// during a stream of creates and fetches, with enrichments in flight (slow fixture tools), as an
// orchestrator sends it on a deploy. The stream keeps going for a moment after the signal, as a
// load balancer does until it notices. Requests in flight at the signal must complete (none reset,
// none failed); the process must exit by itself within SHUTDOWN_GRACE_MS + a margin, leaving no
// actor `enriching`; after a restart every actor reaches a terminal state.
import { waitFor } from '../support/actor-api.js';
import { EXIT_MARGIN_MS } from '../support/process-scenario.js';
import {
  sleep,
  startServiceProcess,
  type Exit,
} from '../support/service-process.js';
import {
  answeredActorIds,
  createSpec,
  describeOutcomes,
  describeRows,
  DrillReport,
  fetchSpec,
  idempotencyViolations,
  lostActors,
  setUpDrillWorld,
  waitForTerminal,
  type DrillWorld,
} from './support/drill.js';
import { countBy, sendHeld, startLoad, type Outcome } from './support/load.js';

const LATENCY_MS = 500;
const GRACE_MS = 1000;
/** how long the stream goes on after SIGTERM */
const AFTER_SIGNAL_MS = 1500;
/** how long each held request's body takes, from just before the signal */
const HELD_MS = [400, 700, 1100, 1500];

const ok = (o: Outcome) =>
  o.op === 'fetch' ? o.status === 200 : o.status === 201 || o.status === 200;

describe('fault drill: SIGTERM during load', () => {
  let w: DrillWorld;
  beforeAll(async () => {
    w = await setUpDrillWorld(LATENCY_MS, {
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
    });
  }, 60_000);
  afterAll(() => w?.tearDown(), 60_000);

  it('completes in-flight requests and leaves no actor enriching', async () => {
    const r = new DrillReport(
      'sigterm',
      'SIGTERM to an APP_ROLE=all process during a stream of creates and fetches',
    );
    const proc = await startServiceProcess({ ...w.env, APP_ROLE: 'all' });
    r.event(
      `APP_ROLE=all up (tools answer after ${LATENCY_MS} ms, SHUTDOWN_GRACE_MS ${GRACE_MS})`,
    );
    const known: string[] = [];
    const load = startLoad({
      url: proc.url!,
      key: w.key,
      connections: 4,
      durationMs: 15_000,
      maxRequests: 300,
      pauseMs: 100,
      answerTimeoutMs: 10_000,
      next: (n) =>
        n % 2 === 0 || !known.length
          ? createSpec(`term-drill-${n}@acme.test`)
          : fetchSpec(known[n % known.length]!),
      onOutcome: (o) => {
        if (o.op === 'create' && o.status === 201) known.push(o.body.actorId);
      },
    });
    r.event('stream: creates and fetches on 4 connections (300 at most)');
    await sleep(2000);
    await waitFor(
      'two enrichments in flight',
      async () =>
        (await w.rows.all()).filter((row) => row.status === 'enriching')
          .length >= 2
          ? true
          : undefined,
      10_000,
    );
    // Requests certainly in flight at the signal: their headers are in, their bodies finish
    // arriving at different times while the process drains and closes its server.
    const held = HELD_MS.map((holdMs, i) =>
      sendHeld(
        { url: proc.url!, key: w.key, answerTimeoutMs: 10_000 },
        createSpec(`term-held-${i}@acme.test`, 'held create'),
        holdMs,
        load.startedAt,
      ),
    );
    await Promise.all(held.map((h) => h.started));
    await sleep(100);
    const streamInFlight = load.inFlight();
    const signalAt = Date.now() - load.startedAt;
    proc.child.kill('SIGTERM');
    r.event(
      `SIGTERM sent; in flight: ${streamInFlight} stream request(s) and ${held.length} whose bodies ` +
        `finish ${HELD_MS.map((ms) => ms - 100).join('/')} ms after the signal`,
    );
    let exit: Exit | null = null;
    let exitError = '';
    const exited = proc
      .waitForExit(GRACE_MS + EXIT_MARGIN_MS)
      .then((e) => (exit = e))
      .catch((err: Error) => (exitError = err.message));
    await Promise.race([exited, sleep(AFTER_SIGNAL_MS)]);
    load.stop();
    const outcomes = [
      ...(await load.done),
      ...(await Promise.all(held.map((h) => h.outcome))),
    ].sort((a, b) => a.startedAt - b.startedAt);
    r.event('stream stopped; its idle keep-alive connections stay open');
    await exited;
    const exitedAfterMs = Date.now() - load.startedAt - signalAt;
    load.close();
    r.event(
      `process exited ${exitedAfterMs} ms after the signal: ${exitError || JSON.stringify(exit)}`,
    );
    const atExit = await w.rows.all();
    const stuck = atExit.filter((row) => row.status === 'enriching');

    const restarted = await startServiceProcess({ ...w.env, APP_ROLE: 'all' });
    r.event('restarted');
    const terminal = await waitForTerminal(w.rows, 30_000);
    r.event(`every actor terminal after ${terminal.ms} ms`);
    await restarted.stop('SIGTERM');

    const before = outcomes.filter((o) => o.startedAt < signalAt);
    const inFlight = before.filter((o) => o.startedAt + o.ms > signalAt);
    const after = outcomes.filter((o) => o.startedAt >= signalAt);
    const beforeBad = before.filter((o) => !ok(o));
    const afterAnsweredBad = after.filter((o) => o.status !== null && !ok(o));
    const ids = answeredActorIds(outcomes);
    const lost = lostActors(ids, terminal.rows);
    const createEmails = new Set(
      outcomes
        .filter((o) => o.op === 'create' && ok(o))
        .map((o) => (o.sent as { email: string }).email),
    );

    r.count(`all: ${describeOutcomes(outcomes)}`);
    r.count(
      `started before SIGTERM: ${before.length}, ${inFlight.length} of them still in flight at it; ` +
        `by outcome ${JSON.stringify(countBy(before, (o) => o.status ?? o.error!))}`,
    );
    r.count(
      `started after SIGTERM: ${after.length}, by outcome ${JSON.stringify(countBy(after, (o) => o.status ?? o.error!))}`,
    );
    r.count(
      `at exit: ${describeRows(atExit)}; after the restart: ${describeRows(terminal.rows)}; lost ${lost.length}`,
    );
    r.check(
      'requests started before SIGTERM all answered 2xx (none reset)',
      beforeBad.length === 0,
      beforeBad.length ? JSON.stringify(beforeBad.slice(0, 3)) : '',
    );
    r.check(
      'requests were in flight at SIGTERM',
      inFlight.length >= 1,
      `${inFlight.length}`,
    );
    // A request sent on an idle keep-alive connection just as the server closes it is reset: the
    // client cannot know the request was not received (creates are idempotent, so it may retry).
    r.count(
      `after SIGTERM: ${after.filter((o) => o.error === 'ECONNRESET').length} reset on a closing keep-alive connection (not in flight at the signal)`,
    );
    r.check(
      'requests after SIGTERM answered 2xx or refused/reset, never an error status',
      afterAnsweredBad.length === 0,
      afterAnsweredBad.length
        ? JSON.stringify(afterAnsweredBad.slice(0, 3))
        : '',
    );
    r.check(
      `exited by itself within SHUTDOWN_GRACE_MS + ${EXIT_MARGIN_MS} ms, cleanly`,
      exit !== null &&
        ((exit as Exit).code === 0 || (exit as Exit).signal === 'SIGTERM'),
      exitError || `${exitedAfterMs} ms, ${JSON.stringify(exit)}`,
    );
    r.check(
      'no actor enriching after the exit',
      stuck.length === 0,
      stuck.map((row) => row.email).join(', '),
    );
    const dupes = idempotencyViolations(outcomes);
    r.check('one actor id per email', dupes.length === 0, dupes.join(', '));
    r.check(
      'every answered create has its row',
      createEmails.size <= terminal.rows.length,
    );
    r.check('lost = 0', lost.length === 0, lost.slice(0, 3).join(', '));

    const failures = r.finish(
      `sent ${outcomes.length}, in flight at SIGTERM ${inFlight.length}, ` +
        `answered ${outcomes.filter((o) => o.status !== null).length}, stuck enriching ${stuck.length}, ` +
        `actors ${terminal.rows.length}, terminal ${terminal.rows.length - lost.length}, lost ${lost.length}`,
    );
    expect(failures).toEqual([]);
  });
});
