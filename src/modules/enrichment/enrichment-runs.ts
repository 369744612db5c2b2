import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import {
  delay,
  retryWhile,
  withTimeLimit,
} from '../../../libs/time-limit/index.js';
import { isDependencyUnavailable } from '../../common/errors/dependency-unavailable.js';
import { LOGGER } from '../../common/logging/logger.token.js';
import { requestContext } from '../../common/request-context.js';
import { ShutdownReport } from '../../common/shutdown-report.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { Actor } from '../actors/entities/actor.entity.js';
import { RunLeases } from '../actors/run-leases.service.js';
import {
  ENRICHMENT_AGENT,
  type AgentResult,
  type EnrichmentAgent,
} from './agent/enrichment-agent.port.js';
import { JobTimeoutError, ShutdownError } from './enrichment-errors.js';

/**
 * How long a claim holds its actor unless renewed. While a run lives its process renews the lease
 * every third of this (one statement for all its runs), so a live run keeps its actor however long
 * it takes, and the runs of a worker that died can be claimed again within this: the queue hands
 * their jobs over once their locks expire (QUEUE_STALLED_INTERVAL_MS).
 */
export const LEASE_MS = 10_000;
const RENEW_EVERY_MS = LEASE_MS / 3;

/** A run's hold on its actor, given to the run's body: the lease it claimed, to keep alive. */
export interface RunLease {
  hold(leaseId: string): void;
}

interface Run {
  /** aborted on the job's timeout (JobTimeoutError) or at shutdown (ShutdownError) */
  abort: AbortController;
  /** the whole call: claim, research, and writing the outcome */
  done: Promise<unknown>;
  /** the lease it holds once claimed, renewed while it is in flight */
  leaseIds: string[];
}

/**
 * What every research run of an actor shares, the first enrichment (EnrichmentService) and a
 * refresh (RefreshService) alike: the lease it takes and keeps alive, a database outage waited out,
 * the agent under the job's time limit, the log context naming the actor, and one graceful
 * shutdown for all runs in flight.
 */
@Injectable()
export class EnrichmentRuns implements OnApplicationShutdown {
  private readonly inFlight = new Set<Run>();
  private stopping = false;
  private renewing: NodeJS.Timeout | null = null;
  private renewFailed = false;

  constructor(
    @Inject(ENRICHMENT_AGENT) private readonly agent: EnrichmentAgent,
    private readonly leases: RunLeases,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly shutdownReport: ShutdownReport,
  ) {}

  onApplicationShutdown(): void {
    if (this.renewing) clearInterval(this.renewing);
    this.renewing = null;
  }

  /** No new claims once the process is stopping: the job stays queued, the actor as it is. */
  get isStopping(): boolean {
    return this.stopping;
  }

  /**
   * Runs `body` as a run in flight: registered before its claim, so that a shutdown waits for the
   * claim and every write after it; every line logged meanwhile, down to the tools, names the
   * actor and the request that queued it.
   */
  track<T>(
    actorId: string,
    requestId: string | undefined,
    body: (signal: AbortSignal, lease: RunLease) => Promise<T>,
  ): Promise<T> {
    const run: Run = {
      abort: new AbortController(),
      done: Promise.resolve(),
      leaseIds: [],
    };
    const lease: RunLease = {
      hold: (leaseId) => {
        run.leaseIds.push(leaseId);
        this.renewing ??= setInterval(() => void this.renew(), RENEW_EVERY_MS);
        this.renewing.unref();
      },
    };
    const done = requestContext.run(
      { actorId, ...(requestId && { requestId }) },
      () => body(run.abort.signal, lease),
    );
    run.done = done;
    this.inFlight.add(run);
    return done.finally(() => this.inFlight.delete(run));
  }

  /**
   * Claims the actor for the run `lease` stands for, through `claimOnce` (given the lease's
   * length), waiting out an unreachable database. When another run of the same kind (the actor
   * `heldWhile`: enriching for a first enrichment, enriched for a refresh) holds a lease that lapses
   * within one lease period, this is most likely the job of a worker that died, handed over by
   * the queue before that run's lease lapsed: it waits for the lapse and claims once more. A live
   * holder renews its lease meanwhile and keeps the actor (null, as for an actor done already).
   */
  async claim<C extends { leaseId: string }>(
    actorId: string,
    signal: AbortSignal,
    lease: RunLease,
    heldWhile: 'enriching' | 'enriched',
    claimOnce: (leaseMs: number) => Promise<C | null>,
  ): Promise<C | null> {
    const attempt = () =>
      this.whileDatabaseDown(() => claimOnce(LEASE_MS), signal);
    let claim = await attempt();
    if (!claim) {
      const lapsesIn = await this.whileDatabaseDown(
        () => this.leases.lapsesIn(actorId, heldWhile),
        signal,
      );
      if (lapsesIn !== null && lapsesIn <= LEASE_MS) {
        await delay(lapsesIn + 50, signal);
        claim = await attempt();
      }
    }
    if (claim) lease.hold(claim.leaseId);
    return claim;
  }

  /**
   * `write` (a claim or an outcome), tried again while the database cannot be reached, for up to
   * the job's time limit. A database restart is waited out by the runs that meet it, holding
   * their jobs, instead of failing every job the workers take meanwhile through all its attempts
   * within seconds (which left a whole backlog to the reconciler).
   */
  whileDatabaseDown<T>(
    write: () => Promise<T>,
    signal: AbortSignal,
  ): Promise<T> {
    return retryWhile(write, {
      retryable: isDependencyUnavailable,
      withinMs: this.config.queue.jobTimeoutMs,
      firstDelayMs: 250,
      maxDelayMs: 2000,
      signal,
    });
  }

  /** One statement for the leases of every run in flight; a failure is tried again next time. */
  private async renew(): Promise<void> {
    const leaseIds = [...this.inFlight].flatMap((run) => run.leaseIds);
    try {
      await this.leases.renew(leaseIds, LEASE_MS);
      this.renewFailed = false;
    } catch (err) {
      // Once per streak: a database outage would repeat it every few seconds.
      if (!this.renewFailed)
        this.logger.warn(
          { runs: leaseIds.length, error: (err as Error).message },
          'could not renew the leases of runs in flight; trying again',
        );
      this.renewFailed = true;
    }
  }

  /**
   * The agent on this actor, under the job's time limit and the run's signal; `fresh` for a
   * refresh (every source read again). The agent's tools stop at the limit; one that ignores its
   * signal still loses the race.
   */
  research(
    actor: Actor,
    signal: AbortSignal,
    options: { fresh?: boolean } = {},
  ): Promise<AgentResult> {
    const { jobTimeoutMs } = this.config.queue;
    return withTimeLimit(
      jobTimeoutMs,
      (researchSignal) =>
        this.agent.research(
          {
            email: actor.email,
            name: actor.name,
            source: actor.source,
            metadata: actor.metadata,
            ...(options.fresh && { fresh: true }),
          },
          researchSignal,
        ),
      { signal, timeoutError: () => new JobTimeoutError(jobTimeoutMs) },
    );
  }

  /**
   * Graceful shutdown: no new claims; in-flight runs get `graceMs` to finish; the rest are
   * aborted and handed back, so a restarted worker takes them up. Resolves only when every run,
   * including its last database write, has settled.
   */
  async drain(graceMs: number): Promise<void> {
    this.stopping = true;
    const runs = [...this.inFlight];
    const record = (handedBack: number) =>
      this.shutdownReport.record('enrichments', {
        finished: runs.length - handedBack,
        handedBack,
      });
    if (!runs.length) return record(0);
    this.logger.info(
      { inFlight: runs.length, graceMs },
      'draining enrichments',
    );
    const settled = Promise.allSettled(runs.map((r) => r.done));
    const timedOut = await withTimeLimit(graceMs, () => settled).then(
      () => false,
      () => true,
    );
    // Runs still in flight when the grace period ends are aborted and handed back.
    const unfinished = runs.filter((r) => this.inFlight.has(r));
    if (timedOut) {
      for (const run of runs) run.abort.abort(new ShutdownError());
      await settled;
    }
    record(timedOut ? unfinished.length : 0);
  }
}
