import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { summarizeRun } from '../../../libs/llm-agent/run-record.js';
import { withTimeLimit } from '../../../libs/time-limit/index.js';
import { LOGGER } from '../../common/logging/logger.token.js';
import { requestContext } from '../../common/request-context.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { EnrichmentStateService } from '../actors/enrichment-state.service.js';
import { ScoringService } from '../scoring/scoring.service.js';
import {
  ENRICHMENT_AGENT,
  type EnrichmentAgent,
} from './agent/enrichment-agent.port.js';
import {
  isTransientError,
  JobTimeoutError,
  ShutdownError,
} from './enrichment-errors.js';
import { EnrichmentMetrics } from './metrics/enrichment.metrics.js';

export type EnrichResult = 'enriched' | 'failed' | 'skipped' | 'released';

/** A run's lease outlives its time limit a little, so a live run is never presumed dead. */
const LEASE_GRACE_MS = 10_000;

/**
 * Runs one actor's enrichment: claim (CAS), research under the job's time limit, record the
 * outcome (CAS on the lease). Both queue adapters call this and nothing else.
 */
interface Run {
  /** aborted on the job's timeout (JobTimeoutError) or at shutdown (ShutdownError) */
  abort: AbortController;
  /** the whole call: claim, research, and writing the outcome */
  done: Promise<unknown>;
}

@Injectable()
export class EnrichmentService {
  private readonly inFlight = new Set<Run>();
  private stopping = false;

  constructor(
    private readonly state: EnrichmentStateService,
    @Inject(ENRICHMENT_AGENT) private readonly agent: EnrichmentAgent,
    private readonly scoring: ScoringService,
    private readonly metrics: EnrichmentMetrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Throws only for transient errors, so the queue retries with backoff; everything else ends in
   * a recorded state. On the final attempt a transient error is recorded as the failure.
   */
  async enrich(
    actorId: string,
    opts: { finalAttempt: boolean; requestId?: string },
  ): Promise<EnrichResult> {
    // Registered before the claim, so a shutdown waits for the claim and every write after it.
    const run: Run = { abort: new AbortController(), done: Promise.resolve() };
    // Every line logged during the run, down to the tools, names the actor and the create's request.
    const done = requestContext.run(
      { actorId, ...(opts.requestId && { requestId: opts.requestId }) },
      () => this.run(actorId, opts, run.abort.signal),
    );
    run.done = done;
    this.inFlight.add(run);
    // Both queue adapters come through here, so this is where job outcomes are counted.
    try {
      const result = await done;
      this.metrics.jobFinished(result);
      return result;
    } catch (err) {
      this.metrics.jobFinished('retried');
      throw err;
    } finally {
      this.inFlight.delete(run);
    }
  }

  /**
   * Graceful shutdown: no new claims; in-flight runs get `graceMs` to finish; the rest are
   * aborted and handed back (status pending), so a restarted worker takes them up. Resolves
   * only when every run, including its last database write, has settled.
   */
  async drain(graceMs: number): Promise<void> {
    this.stopping = true;
    const runs = [...this.inFlight];
    if (!runs.length) return;
    this.logger.info(
      { inFlight: runs.length, graceMs },
      'draining enrichments',
    );
    const settled = Promise.allSettled(runs.map((r) => r.done));
    const timedOut = await withTimeLimit(graceMs, () => settled).then(
      () => false,
      () => true,
    );
    if (timedOut) {
      for (const run of runs) run.abort.abort(new ShutdownError());
      await settled;
    }
  }

  private async run(
    actorId: string,
    opts: { finalAttempt: boolean },
    signal: AbortSignal,
  ): Promise<EnrichResult> {
    if (this.stopping) return 'skipped'; // the job stays queued / the actor stays pending
    const { jobTimeoutMs, maxAttempts } = this.config.queue;
    const claim = await this.state.claim(
      actorId,
      jobTimeoutMs + LEASE_GRACE_MS,
    );
    if (!claim) return 'skipped'; // finished already, or another worker holds a live lease
    const { actor, leaseId } = claim;
    if (signal.aborted) {
      return this.recordError(
        actorId,
        leaseId,
        signal.reason,
        opts.finalAttempt,
      );
    }
    if (actor.enrichmentAttempts > maxAttempts) {
      await this.state.fail(
        actorId,
        leaseId,
        `gave up after ${maxAttempts} attempts`,
      );
      return 'failed';
    }

    const started = Date.now();
    try {
      // The agent's tools stop at the limit; one that ignores its signal still loses the race.
      const outcome = await withTimeLimit(
        jobTimeoutMs,
        (researchSignal) =>
          this.agent.research(
            {
              email: actor.email,
              name: actor.name,
              source: actor.source,
              metadata: actor.metadata,
            },
            researchSignal,
          ),
        { signal, timeoutError: () => new JobTimeoutError(jobTimeoutMs) },
      );
      if (!(await this.state.complete(actorId, leaseId, outcome)))
        return 'skipped';
      const agentRun = outcome.agentRun;
      // A fallback still enriches, but someone paying for a model should notice it.
      this.logger[agentRun?.outcome === 'fallback' ? 'warn' : 'info'](
        {
          actorId,
          ms: Date.now() - started,
          confidence: outcome.enrichment.confidence,
          sources: outcome.enrichment.sources,
          ...(agentRun ? { agentRun: summarizeRun(agentRun) } : {}),
        },
        'actor enriched',
      );
      await this.scoring.scoreEnriched({
        ...actor,
        ...outcome,
        status: 'enriched',
      });
      return 'enriched';
    } catch (err) {
      return await this.recordError(actorId, leaseId, err, opts.finalAttempt);
    }
  }

  private async recordError(
    actorId: string,
    leaseId: string,
    err: unknown,
    finalAttempt: boolean,
  ): Promise<EnrichResult> {
    const reason = err instanceof Error ? err.message : String(err);
    if (
      err instanceof ShutdownError ||
      (isTransientError(err) && !finalAttempt)
    ) {
      this.logger.warn(
        { actorId, reason },
        'enrichment interrupted; handing it back for a retry',
      );
      await this.state
        .release(actorId, leaseId)
        .catch((releaseErr: unknown) => {
          // The lease will expire and the reconciler will re-run it: nothing is lost.
          this.logger.warn(
            { actorId, err: releaseErr },
            'could not release lease',
          );
        });
      if (err instanceof ShutdownError) return 'released';
      throw err;
    }
    this.logger.error({ actorId, reason }, 'enrichment failed');
    await this.state.fail(actorId, leaseId, reason);
    return 'failed';
  }
}
