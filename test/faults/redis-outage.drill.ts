// Fault drill: Redis (the Bull queue) SIGKILLed during a stream of creates and started again,
// empty, a few seconds later. An API process and a worker process on PostgreSQL + Redis of the
// drill's own. Every create must be answered 201/200 (within the enqueue timeout, not the
// outage), and every actor must reach a terminal state afterwards: the reconciler re-enqueues what
// the outage and the lost queue data stranded.
import { sleep, startServiceProcess } from '../support/service-process.js';
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

const STREAM_MS = 9000;
const KILL_AT_MS = 2000;
const RESTART_AT_MS = 5500;
const ENQUEUE_TIMEOUT_MS = 300;

describe('fault drill: Redis outage during creates', () => {
  let w: DrillWorld;
  beforeAll(async () => {
    w = await setUpDrillWorld(0, {
      ENRICHMENT_ENQUEUE_TIMEOUT_MS: String(ENQUEUE_TIMEOUT_MS),
    });
  }, 60_000);
  afterAll(() => w?.tearDown(), 60_000);

  it('answers every create and brings every actor to a terminal state', async () => {
    const r = new DrillReport(
      'redis-outage',
      'Redis SIGKILLed during a stream of creates, then started again (empty)',
    );
    const [api] = await Promise.all([
      startServiceProcess({ ...w.env, APP_ROLE: 'api' }),
      startServiceProcess({ ...w.env, ...WORKER }),
    ]);
    r.event('APP_ROLE=api and APP_ROLE=worker up on PostgreSQL + Redis');

    const emails: string[] = [];
    const load = startLoad({
      url: api.url!,
      key: w.key,
      connections: 4,
      durationMs: STREAM_MS,
      maxRequests: 400,
      pauseMs: 60,
      answerTimeoutMs: 10_000,
      // Every fifth create repeats an earlier email: 200 already_exists, same actor id.
      next: (n) => {
        if (n % 5 === 4) return createSpec(emails[n % emails.length]!, 'dup');
        const email = `redis-drill-${n}@acme.test`;
        emails.push(email);
        return createSpec(email);
      },
    });
    r.event(
      `stream: creates on 4 connections for ${STREAM_MS / 1000} s (400 at most)`,
    );
    await sleep(load.startedAt + KILL_AT_MS - Date.now());
    await w.redis.kill();
    const killedAt = Date.now() - load.startedAt;
    r.event('Redis SIGKILLed');
    await sleep(load.startedAt + RESTART_AT_MS - Date.now());
    await w.redis.restart();
    const restartedAt = Date.now() - load.startedAt;
    r.event('Redis started again, empty');
    const outcomes = await load.done;
    load.close();
    r.event('stream done');

    const terminal = await waitForTerminal(w.rows, 30_000);
    r.event(`every actor terminal after ${terminal.ms} ms`);

    const ids = answeredActorIds(outcomes);
    const lost = lostActors(ids, terminal.rows);
    const duringOutage = outcomes.filter(
      (o) => o.startedAt >= killedAt && o.startedAt < restartedAt,
    );
    const bad = outcomes.filter((o) => o.status !== 201 && o.status !== 200);
    const slowest = Math.max(...outcomes.map((o) => o.ms));
    r.count(describeOutcomes(outcomes));
    r.count(
      `during the outage: ${duringOutage.length} sent, ` +
        `${duringOutage.filter((o) => o.status === 201 || o.status === 200).length} answered 201/200`,
    );
    r.count(
      `actors ${terminal.rows.length} (${describeRows(terminal.rows)}), answered ids ${ids.size}, lost ${lost.length}`,
    );
    r.check(
      'every create answered 201 or 200',
      bad.length === 0,
      bad.length ? JSON.stringify(bad.slice(0, 3)) : '',
    );
    r.check(
      'the outage was exercised (creates sent while Redis was down)',
      duringOutage.length >= 5,
      `${duringOutage.length}`,
    );
    r.check(
      `every create answered within the enqueue timeout + 1.5 s`,
      slowest < ENQUEUE_TIMEOUT_MS + 1500,
      `slowest ${slowest} ms`,
    );
    const dupes = idempotencyViolations(outcomes);
    r.check(
      'one actor id per email',
      dupes.length === 0,
      dupes.slice(0, 3).join(', '),
    );
    r.check(
      'one actor row per email',
      terminal.rows.length === new Set(emails).size,
      `${terminal.rows.length} rows, ${new Set(emails).size} emails`,
    );
    r.check('lost = 0', lost.length === 0, lost.slice(0, 3).join(', '));
    r.check(
      'the service processes stayed up',
      api.exit === null,
      api.exit ? JSON.stringify(api.exit) : '',
    );

    const failures = r.finish(
      `sent ${outcomes.length}, answered ${outcomes.filter((o) => o.status !== null).length}, ` +
        `actors ${terminal.rows.length}, terminal ${terminal.rows.length - lost.length}, lost ${lost.length}`,
    );
    expect(failures).toEqual([]);
  });
});
