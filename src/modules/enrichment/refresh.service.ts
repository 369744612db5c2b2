import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { summarizeRun } from '../../../libs/llm-agent/run-record.js';
import { LOGGER } from '../../common/logging/logger.token.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { RefreshStateService } from '../actors/refresh-state.service.js';
import { ScoringService } from '../scoring/scoring.service.js';
import { isTransientError, ShutdownError } from './enrichment-errors.js';
import { EnrichmentRuns, type RunLease } from './enrichment-runs.js';
import { EnrichmentMetrics } from './metrics/enrichment.metrics.js';

export type RefreshResult = 'refreshed' | 'failed' | 'skipped' | 'released';

/**
 * Runs one refresh of an enriched actor, with every guarantee of a first enrichment: a claim that
 * takes the actor's lease (one run per actor; a dead worker's run is claimed again once its lease
 * lapses, up to ENRICHMENT_MAX_ATTEMPTS claims), the agent under the job's time limit with
 * `fresh` research (no kept finding answers), retries of transient errors by the queue's one
 * retry policy, and a graceful shutdown that hands the run back. Until the new enrichment and its
 * score replace the old ones, in one step, the actor stays `enriched` with its record unchanged;
 * a refresh that fails is given up and leaves that record exactly as it was.
 */
@Injectable()
export class RefreshService {
  constructor(
    private readonly refreshes: RefreshStateService,
    private readonly runs: EnrichmentRuns,
    private readonly scoring: ScoringService,
    private readonly metrics: EnrichmentMetrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Throws only for transient errors (before the final attempt), so the queue retries. */
  async refresh(
    actorId: string,
    opts: { finalAttempt: boolean; requestId?: string },
  ): Promise<RefreshResult> {
    try {
      const result = await this.runs.track(
        actorId,
        opts.requestId,
        (signal, lease) => this.run(actorId, opts.finalAttempt, signal, lease),
      );
      this.metrics.refreshFinished(result);
      return result;
    } catch (err) {
      this.metrics.refreshFinished('retried');
      throw err;
    }
  }

  private async run(
    actorId: string,
    finalAttempt: boolean,
    signal: AbortSignal,
    lease: RunLease,
  ): Promise<RefreshResult> {
    if (this.runs.isStopping) return 'skipped'; // the job stays queued, the request stands
    const claim = await this.runs.claim(
      actorId,
      signal,
      lease,
      'enriched',
      (leaseMs) => this.refreshes.claim(actorId, leaseMs),
    );
    // Not enriched, no refresh asked for (done already, given up, erased), or a live run elsewhere.
    if (!claim) return 'skipped';
    const { actor, leaseId } = claim;
    const { maxAttempts } = this.config.queue;
    if (actor.refreshAttempts > maxAttempts)
      return this.giveUp(
        actorId,
        leaseId,
        `gave up after ${maxAttempts} attempts`,
      );
    const started = Date.now();
    try {
      if (signal.aborted) throw signal.reason;
      const outcome = await this.runs.research(actor, signal, { fresh: true });
      const score = await this.scoring.plan({
        ...actor,
        ...outcome,
        status: 'enriched',
      });
      if (!(await this.refreshes.replace(actorId, leaseId, outcome, score)))
        return 'skipped'; // our lease lapsed and another run took over, or the actor was erased
      const agentRun = outcome.agentRun;
      this.logger[agentRun?.outcome === 'fallback' ? 'warn' : 'info'](
        {
          actorId,
          ms: Date.now() - started,
          confidence: outcome.enrichment.confidence,
          sources: outcome.enrichment.sources,
          ...(agentRun ? { agentRun: summarizeRun(agentRun) } : {}),
        },
        'actor refreshed',
      );
      return 'refreshed';
    } catch (err) {
      return this.recordError(actorId, leaseId, err, finalAttempt);
    }
  }

  private async recordError(
    actorId: string,
    leaseId: string,
    err: unknown,
    finalAttempt: boolean,
  ): Promise<RefreshResult> {
    const reason = err instanceof Error ? err.message : String(err);
    const shutdown = err instanceof ShutdownError;
    if (shutdown || (isTransientError(err) && !finalAttempt)) {
      this.logger.warn(
        { actorId, reason },
        'refresh interrupted; handing it back for a retry',
      );
      await this.refreshes.release(actorId, leaseId).catch((releaseErr) => {
        // The lease will lapse and the reconciler will queue the refresh again: nothing is lost.
        this.logger.warn(
          { actorId, err: releaseErr },
          'could not release lease',
        );
      });
      if (shutdown) return 'released';
      throw err;
    }
    return this.giveUp(actorId, leaseId, reason);
  }

  /** The refresh is over without a new enrichment: the old record stays, and the operator is told. */
  private async giveUp(
    actorId: string,
    leaseId: string,
    reason: string,
  ): Promise<RefreshResult> {
    this.logger.error(
      { actorId, reason },
      'refresh failed; the previous enrichment stays',
    );
    await this.refreshes.abandon(actorId, leaseId);
    return 'failed';
  }
}
