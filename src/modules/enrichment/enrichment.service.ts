import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { summarizeRun } from '../../../libs/llm-agent/run-record.js';
import { LOGGER } from '../../common/logging/logger.token.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { EnrichmentStateService } from '../actors/enrichment-state.service.js';
import { ScoringService } from '../scoring/scoring.service.js';
import { isTransientError, ShutdownError } from './enrichment-errors.js';
import { EnrichmentRuns, type RunLease } from './enrichment-runs.js';
import { EnrichmentMetrics } from './metrics/enrichment.metrics.js';

export type EnrichResult = 'enriched' | 'failed' | 'skipped' | 'released';

/**
 * Runs one actor's first enrichment: claim (CAS), research under the job's time limit, record
 * the outcome (CAS on the lease). Both queue adapters call this and nothing else.
 */
@Injectable()
export class EnrichmentService {
  constructor(
    private readonly state: EnrichmentStateService,
    private readonly runs: EnrichmentRuns,
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
    // Both queue adapters come through here, so this is where job outcomes are counted.
    try {
      const result = await this.runs.track(
        actorId,
        opts.requestId,
        (signal, lease) => this.run(actorId, opts, signal, lease),
      );
      this.metrics.jobFinished(result);
      return result;
    } catch (err) {
      this.metrics.jobFinished('retried');
      throw err;
    }
  }

  private async run(
    actorId: string,
    opts: { finalAttempt: boolean },
    signal: AbortSignal,
    lease: RunLease,
  ): Promise<EnrichResult> {
    if (this.runs.isStopping) return 'skipped'; // the job stays queued / the actor stays pending
    const { maxAttempts } = this.config.queue;
    const claim = await this.runs.claim(
      actorId,
      signal,
      lease,
      'enriching',
      (leaseMs) => this.state.claim(actorId, leaseMs),
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
      await this.runs.whileDatabaseDown(
        () =>
          this.state.fail(
            actorId,
            leaseId,
            `gave up after ${maxAttempts} attempts`,
          ),
        signal,
      );
      return 'failed';
    }

    const started = Date.now();
    try {
      const outcome = await this.runs.research(actor, signal);
      const completed = await this.runs.whileDatabaseDown(
        () => this.state.complete(actorId, leaseId, outcome),
        signal,
      );
      if (!completed) return 'skipped';
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
