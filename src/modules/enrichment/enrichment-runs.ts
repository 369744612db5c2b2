import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { withTimeLimit } from '../../../libs/time-limit/index.js';
import { LOGGER } from '../../common/logging/logger.token.js';
import { requestContext } from '../../common/request-context.js';
import { ShutdownReport } from '../../common/shutdown-report.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { Actor } from '../actors/entities/actor.entity.js';
import {
  ENRICHMENT_AGENT,
  type AgentResult,
  type EnrichmentAgent,
} from './agent/enrichment-agent.port.js';
import { JobTimeoutError, ShutdownError } from './enrichment-errors.js';

/** A run's lease outlives its time limit a little, so a live run is never presumed dead. */
const LEASE_GRACE_MS = 10_000;

interface Run {
  /** aborted on the job's timeout (JobTimeoutError) or at shutdown (ShutdownError) */
  abort: AbortController;
  /** the whole call: claim, research, and writing the outcome */
  done: Promise<unknown>;
}

/**
 * What every research run of an actor shares, the first enrichment (EnrichmentService) and a
 * refresh (RefreshService) alike: the lease it takes, the agent under the job's time limit, the
 * log context naming the actor, and one graceful shutdown for all runs in flight.
 */
@Injectable()
export class EnrichmentRuns {
  private readonly inFlight = new Set<Run>();
  private stopping = false;

  constructor(
    @Inject(ENRICHMENT_AGENT) private readonly agent: EnrichmentAgent,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly shutdownReport: ShutdownReport,
  ) {}

  /** How long a claim holds the actor: the run's time limit and a grace. */
  get leaseMs(): number {
    return this.config.queue.jobTimeoutMs + LEASE_GRACE_MS;
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
    body: (signal: AbortSignal) => Promise<T>,
  ): Promise<T> {
    const run: Run = { abort: new AbortController(), done: Promise.resolve() };
    const done = requestContext.run(
      { actorId, ...(requestId && { requestId }) },
      () => body(run.abort.signal),
    );
    run.done = done;
    this.inFlight.add(run);
    return done.finally(() => this.inFlight.delete(run));
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
