// What every fault drill shares: its own PostgreSQL cluster, Redis and outside world; the service
// configuration for drills; and a report that prints what the drill did and the counts it checked,
// then fails the drill if any check failed (after printing, so a failure still shows the counts).
import { appendFileSync } from 'node:fs';
import {
  newTenantViaAdmin,
  openActorRows,
  type ActorRow,
  type ActorRows,
} from '../../support/actor-rows.js';
import type { DnsServerOptions } from '../../support/fixtures/dns-server.js';
import { ACME_HTTP_FIXTURES } from '../../support/fixtures/fixture-data.js';
import {
  startOutsideWorld,
  type OutsideWorld,
} from '../../support/outside-world.js';
import {
  startRedisServer,
  type RedisProcess,
} from '../../support/redis-process.js';
import { sleep, stopAllProcesses } from '../../support/service-process.js';
import type { Outcome, RequestSpec } from './load.js';
import { countBy } from './load.js';
import {
  startPostgresCluster,
  type PostgresCluster,
} from './postgres-cluster.js';

export const TERMINAL = new Set(['enriched', 'failed', 'rejected']);

export interface DrillWorld {
  pg: PostgresCluster;
  redis: RedisProcess;
  outside: OutsideWorld;
  rows: ActorRows;
  key: string;
  /** the service's configuration on this world; add APP_ROLE */
  env: Record<string, string>;
  tearDown(): Promise<void>;
}

/** How a drill world is set up besides its fixtures' latency and extra environment. */
export interface DrillWorldOptions {
  /** held-back DNS answers, e.g. a company whose names never resolve */
  dns?: DnsServerOptions;
  /**
   * drill (default): reconcile, stall, retry and shutdown periods of about a second, so a drill
   * sees recovery within seconds; production: the service's own defaults for all of those (and
   * for concurrency and time limits), for drills about how fast a real deployment recovers.
   */
  timings?: 'drill' | 'production';
}

/**
 * A PostgreSQL cluster and a Redis of the drill's own, fixture servers for the research tools
 * (each answer slowed by `latencyMs`), a tenant, and the drill configuration: the timings of
 * `options.timings`, rate limiting off (the stream would hit it), metrics off, warnings and
 * errors only in the logs.
 */
export async function setUpDrillWorld(
  latencyMs: number,
  env: Record<string, string> = {},
  options: DrillWorldOptions = {},
): Promise<DrillWorld> {
  const parts: Partial<DrillWorld> = {};
  const tearDown = async () => {
    await stopAllProcesses().catch(() => undefined);
    await parts.rows?.close().catch(() => undefined);
    await parts.outside?.close().catch(() => undefined);
    await parts.pg?.destroy().catch(() => undefined);
  };
  try {
    parts.pg = await startPostgresCluster();
    parts.redis = await startRedisServer();
    parts.outside = await startOutsideWorld({
      ...(options.dns && { dns: options.dns }),
      http: { ...ACME_HTTP_FIXTURES, latencyMs },
    });
    const dbEnv = { DATABASE_URL: parts.pg.url };
    ({ key: parts.key } = await newTenantViaAdmin(dbEnv));
    parts.rows = await openActorRows(dbEnv);
    parts.env = {
      ...dbEnv,
      ...parts.outside.env,
      REDIS_URL: parts.redis.url,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ENABLED: 'false',
      METRICS_ENABLED: 'false',
      ...(options.timings === 'production' ? {} : drillTimings(latencyMs)),
      ...env,
    };
    return { ...(parts as DrillWorld), tearDown };
  } catch (err) {
    await tearDown();
    throw err;
  }
}

function drillTimings(latencyMs: number): Record<string, string> {
  return {
    ENRICHMENT_CONCURRENCY: '4',
    ENRICHMENT_TOOL_TIMEOUT_MS: String(latencyMs * 2 + 1500),
    // A dead worker's lease runs out 10 s after this; keep it short.
    ENRICHMENT_JOB_TIMEOUT_MS: String(latencyMs * 3 + 2500),
    ENRICHMENT_RETRY_BACKOFF_MS: '250',
    ENRICHMENT_ENQUEUE_TIMEOUT_MS: '300',
    RECONCILE_INTERVAL_MS: '500',
    RECONCILE_PENDING_AFTER_MS: '1500',
    QUEUE_STALLED_INTERVAL_MS: '1000',
    SHUTDOWN_GRACE_MS: '1000',
  };
}

/**
 * Worker processes are seen up by their own health port; at `info` their log keeps the start-up
 * line and each enrichment, which a failing drill's output should show.
 */
export const WORKER = { APP_ROLE: 'worker', LOG_LEVEL: 'info' } as const;

export const createSpec = (email: string, op = 'create'): RequestSpec => ({
  op,
  method: 'POST',
  path: '/v1/actors',
  body: { email, source: 'fault-drill' },
});

export const fetchSpec = (actorId: string): RequestSpec => ({
  op: 'fetch',
  method: 'GET',
  path: `/v1/actors/${actorId}`,
});

/** Polls the actor rows until none is pending or enriching, or `timeoutMs` passes. */
export async function waitForTerminal(
  rows: ActorRows,
  timeoutMs: number,
): Promise<{ rows: ActorRow[]; ms: number }> {
  const started = Date.now();
  for (;;) {
    const all = await rows.all().catch(() => null);
    if (all && all.every((r) => TERMINAL.has(r.status)))
      return { rows: all, ms: Date.now() - started };
    if (Date.now() - started > timeoutMs)
      return { rows: all ?? (await rows.all()), ms: Date.now() - started };
    await sleep(250);
  }
}

/**
 * Lost actors: answered with an id the database does not have, or still not terminal. `ids` are
 * the actor ids the API answered with.
 */
export function lostActors(ids: Iterable<string>, rows: ActorRow[]): string[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const lost = new Set<string>();
  for (const id of ids) if (!byId.has(id)) lost.add(id);
  for (const r of rows) if (!TERMINAL.has(r.status)) lost.add(r.id);
  return [...lost];
}

/** `sent 120, answered 120 (200: 20, 201: 100), no answer 0, slowest 310 ms` */
export function describeOutcomes(outcomes: Outcome[]): string {
  const answered = outcomes.filter((o) => o.status !== null);
  const failed = outcomes.filter((o) => o.status === null);
  const slowest = Math.max(0, ...outcomes.map((o) => o.ms));
  const byStatus = Object.entries(countBy(answered, (o) => o.status!))
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
  const errors = Object.entries(countBy(failed, (o) => o.error!))
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
  return (
    `sent ${outcomes.length}, answered ${answered.length} (${byStatus || 'none'}), ` +
    `no answer ${failed.length}${errors ? ` (${errors})` : ''}, slowest ${slowest} ms`
  );
}

/** `by status: enriched 40, failed 0` */
export function describeRows(rows: ActorRow[]): string {
  return Object.entries(countBy(rows, (r) => r.status))
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
}

/** Actor ids the API answered creates with (201 created / 200 already_exists). */
export function answeredActorIds(outcomes: Outcome[]): Set<string> {
  return new Set(
    outcomes
      .filter(
        (o) =>
          o.op.startsWith('create') && (o.status === 201 || o.status === 200),
      )
      .map((o) => String(o.body.actorId)),
  );
}

/** Every create answer for one email carries the same actor id. */
export function idempotencyViolations(outcomes: Outcome[]): string[] {
  const idsByEmail = new Map<string, Set<string>>();
  for (const o of outcomes) {
    if (!o.op.startsWith('create') || (o.status !== 201 && o.status !== 200))
      continue;
    const email = String((o.sent as { email: string }).email);
    idsByEmail.set(
      email,
      (idsByEmail.get(email) ?? new Set()).add(String(o.body.actorId)),
    );
  }
  return [...idsByEmail].filter(([, ids]) => ids.size > 1).map(([e]) => e);
}

interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

/** What a drill did (timed events), what it counted, and its checks; printed at the end. */
export class DrillReport {
  private readonly started = Date.now();
  private readonly events: string[] = [];
  private readonly counts: string[] = [];
  private readonly checks: Check[] = [];

  constructor(
    readonly name: string,
    readonly title: string,
  ) {}

  /** seconds since the drill started, for events and for the stream's own clock */
  elapsed(): string {
    return `${((Date.now() - this.started) / 1000).toFixed(1)}s`;
  }

  event(text: string): void {
    this.events.push(`${this.elapsed().padStart(6)}  ${text}`);
    if (process.env.DRILL_VERBOSE) process.stderr.write(`  ${text}\n`);
  }

  count(text: string): void {
    this.counts.push(text);
  }

  check(name: string, ok: boolean, detail = ''): void {
    this.checks.push({ name, ok, detail });
  }

  /**
   * Prints the report and returns the failed checks (`name: detail`), for the drill to
   * `expect(...).toEqual([])`: the counts are printed whether or not it passed.
   */
  finish(headline: string): string[] {
    const failed = this.checks.filter((c) => !c.ok);
    const seconds = (Date.now() - this.started) / 1000;
    const text = [
      '',
      `== fault drill ${this.name}: ${this.title}`,
      ...this.events,
      ...this.counts.map((c) => `  ${c}`),
      ...this.checks.map(
        (c) =>
          `  ${c.ok ? 'ok  ' : 'FAIL'}  ${c.name}${c.detail ? `: ${c.detail}` : ''}`,
      ),
      `  ${failed.length ? 'FAILED' : 'PASSED'} in ${seconds.toFixed(1)} s: ${headline}`,
      '',
    ].join('\n');
    // stderr, where Jest reports too, so the report comes out next to its drill's result.
    process.stderr.write(`${text}\n`);
    if (process.env.FAULT_DRILL_SUMMARY)
      appendFileSync(
        process.env.FAULT_DRILL_SUMMARY,
        `${JSON.stringify({ name: this.name, ok: !failed.length, seconds, headline })}\n`,
      );
    return failed.map((c) => `${c.name}: ${c.detail}`);
  }
}
