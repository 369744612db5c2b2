// Fault drill: PostgreSQL stopped (fast shutdown: every connection cut) during a stream of creates
// and fetches, started again a few seconds later. One APP_ROLE=all process on a PostgreSQL cluster
// of the drill's own (never the machine's shared server) and Redis. During the outage every answer
// must be a 503 service_unavailable envelope with Retry-After, every request must be answered
// within a bound, and the same process must serve again afterwards; creates answered 503 are
// retried by the client and every actor still reaches a terminal state.
import { createActor, waitFor } from '../support/actor-api.js';
import { sleep, startServiceProcess } from '../support/service-process.js';
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
import {
  countBy,
  isEnvelope,
  startLoad,
  type Outcome,
} from './support/load.js';

const STREAM_MS = 10_000;
const STOP_AT_MS = 3000;
const DOWN_MS = 3000;
const ANSWER_BOUND_MS = 8000;
/** how soon after PostgreSQL is back the service must answer without errors */
const RECOVERY_MS = 2000;

const ok = (o: Outcome) =>
  o.op === 'fetch' ? o.status === 200 : o.status === 201 || o.status === 200;
const unavailableEnvelope = (o: Outcome) =>
  o.status === 503 &&
  isEnvelope(o.body, 'service_unavailable') &&
  Number(o.retryAfter) > 0;

describe('fault drill: PostgreSQL restart during creates and fetches', () => {
  let w: DrillWorld;
  beforeAll(async () => {
    // A short key cache, so the outage also hits the API key look-up, not only the actor queries.
    w = await setUpDrillWorld(0, { API_KEY_CACHE_TTL_MS: '500' });
  }, 60_000);
  afterAll(() => w?.tearDown(), 60_000);

  it('answers errors as envelopes, hangs nothing, and recovers without a restart', async () => {
    const r = new DrillReport(
      'postgres-restart',
      'PostgreSQL stopped and started again during a stream of creates and fetches',
    );
    const api = await startServiceProcess({ ...w.env, APP_ROLE: 'all' });
    r.event('APP_ROLE=all up on PostgreSQL + Redis');
    const known: string[] = [];
    for (let n = 0; n < 4; n++) {
      const res = await createActor(api.url!, w.key, `pg-seed-${n}@acme.test`);
      known.push(res.actorId);
    }

    const load = startLoad({
      url: api.url!,
      key: w.key,
      connections: 4,
      durationMs: STREAM_MS,
      maxRequests: 600,
      pauseMs: 75,
      answerTimeoutMs: ANSWER_BOUND_MS,
      // Creates and fetches alternate; a fetch asks for an actor the stream created earlier.
      next: (n) =>
        n % 2 === 0
          ? createSpec(`pg-drill-${n}@acme.test`)
          : fetchSpec(known[(n * 7) % known.length]!),
      onOutcome: (o) => {
        if (o.op === 'create' && o.status === 201) known.push(o.body.actorId);
      },
    });
    r.event(
      `stream: creates and fetches on 4 connections for ${STREAM_MS / 1000} s (600 at most)`,
    );
    await sleep(load.startedAt + STOP_AT_MS - Date.now());
    const stoppedAt = Date.now() - load.startedAt;
    await w.pg.stop();
    r.event('PostgreSQL stopped (pg_ctl stop -m fast: connections cut)');
    await sleep(DOWN_MS);
    await w.pg.start();
    const startedAt = Date.now() - load.startedAt;
    r.event('PostgreSQL started again');
    const outcomes = await load.done;
    load.close();
    r.event('stream done');

    // Recovery, seen by the stream itself: the first success after PostgreSQL came back.
    const firstOkAfter = outcomes.find(
      (o) => o.startedAt >= startedAt && ok(o),
    );
    const lastErrorAt = Math.max(
      -1,
      ...outcomes.filter((o) => !ok(o)).map((o) => o.startedAt + o.ms),
    );
    // And after the stream: fresh creates and fetches through the same process.
    const after: Array<{ status: number }> = [];
    for (let n = 0; n < 5; n++) {
      const created = await createActor(
        api.url!,
        w.key,
        `pg-after-${n}@acme.test`,
      );
      after.push(created);
      const fetched = await fetch(`${api.url}/v1/actors/${created.actorId}`, {
        headers: { authorization: `Bearer ${w.key}` },
        signal: AbortSignal.timeout(ANSWER_BOUND_MS),
      });
      after.push({ status: fetched.status });
    }
    const ready = await waitFor(
      'readiness',
      async () => {
        const res = await fetch(`${api.url}/health/ready`, {
          signal: AbortSignal.timeout(3000),
        });
        return res.status === 200 ? true : undefined;
      },
      10_000,
    ).catch(() => false);
    // A client retries the creates that failed; each must now be answered 201 or 200.
    const failedCreates = outcomes.filter((o) => o.op === 'create' && !ok(o));
    const retried = await Promise.all(
      failedCreates.map((o) =>
        createActor(api.url!, w.key, (o.sent as { email: string }).email),
      ),
    );
    r.event(
      `after the stream: 5 creates + 5 fetches, readiness, ${retried.length} failed creates retried`,
    );

    const terminal = await waitForTerminal(w.rows, 30_000);
    r.event(`every actor terminal after ${terminal.ms} ms`);
    const ids = new Set([
      ...answeredActorIds(outcomes),
      ...retried.map((c) => c.actorId),
      ...known,
    ]);
    const lost = lostActors(ids, terminal.rows);

    const errors = outcomes.filter((o) => !ok(o));
    const notEnvelope = errors.filter((o) => !unavailableEnvelope(o));
    const unanswered = outcomes.filter((o) => o.status === null);
    const slowest = Math.max(...outcomes.map((o) => o.ms));
    r.count(describeOutcomes(outcomes));
    r.count(
      `by operation: ${JSON.stringify(countBy(outcomes, (o) => `${o.op} ${o.status ?? o.error}`))}`,
    );
    r.count(
      `errors ${errors.length}, first at ${errors.length ? (errors[0]!.startedAt / 1000).toFixed(1) : '-'} s, ` +
        `last answered at ${(lastErrorAt / 1000).toFixed(1)} s; outage ${(stoppedAt / 1000).toFixed(1)}-${(startedAt / 1000).toFixed(1)} s of the stream; ` +
        `first success after restart ${firstOkAfter ? `${firstOkAfter.startedAt + firstOkAfter.ms - startedAt} ms after it` : 'none'}`,
    );
    r.count(
      `actors ${terminal.rows.length} (${describeRows(terminal.rows)}), lost ${lost.length}`,
    );
    r.check(
      'the outage was exercised (errors answered while PostgreSQL was down)',
      errors.length > 0,
      `${errors.length}`,
    );
    r.check(
      'every error is a 503 service_unavailable envelope with Retry-After',
      notEnvelope.length === 0,
      notEnvelope
        .slice(0, 3)
        .map((o) => `${o.op} ${o.status ?? o.error} ${JSON.stringify(o.body)}`)
        .join('; '),
    );
    r.check(
      `no hung request (every one answered within ${ANSWER_BOUND_MS} ms)`,
      unanswered.length === 0,
      unanswered.length
        ? JSON.stringify(countBy(unanswered, (o) => o.error!))
        : `slowest ${slowest} ms`,
    );
    const outsideOutage = errors.filter(
      (o) =>
        o.startedAt + o.ms < stoppedAt || o.startedAt > startedAt + RECOVERY_MS,
    );
    r.check(
      `errors only during the outage (from the stop until ${RECOVERY_MS} ms after the start)`,
      outsideOutage.length === 0,
      outsideOutage.length ? JSON.stringify(outsideOutage.slice(0, 3)) : '',
    );
    r.check(
      'the stream recovered (successes after the restart)',
      firstOkAfter !== undefined,
    );
    r.check(
      'creates and fetches succeed afterwards, through the same process',
      after.every((a) => a.status === 200 || a.status === 201) &&
        api.exit === null,
      JSON.stringify(after.map((a) => a.status)),
    );
    r.check('readiness 200 again', ready === true);
    r.check(
      'failed creates retried: 201 or 200',
      retried.every((c) => c.status === 201 || c.status === 200),
      JSON.stringify(countBy(retried, (c) => c.status)),
    );
    const dupes = idempotencyViolations(outcomes);
    r.check('one actor id per email', dupes.length === 0, dupes.join(', '));
    r.check('lost = 0', lost.length === 0, lost.slice(0, 3).join(', '));

    const failures = r.finish(
      `sent ${outcomes.length}, answered ${outcomes.length - unanswered.length}, ` +
        `errors ${errors.length} (all envelopes: ${notEnvelope.length === 0}), ` +
        `actors ${terminal.rows.length}, terminal ${terminal.rows.length - lost.length}, lost ${lost.length}`,
    );
    expect(failures).toEqual([]);
  });
});
