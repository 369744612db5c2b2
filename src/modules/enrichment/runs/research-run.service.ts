import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { summarizeRun } from '../../../../libs/llm-agent/index.js';
import { withTimeLimit } from '../../../../libs/time-limit/index.js';
import { LOGGER } from '../../../common/logging/logger.port.js';
import { requestContext } from '../../../common/request-context.js';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import type { Actor } from '../../actors/entities/actor.entity.js';
import {
  ResearchRunState,
  type RunClaim,
  type RunKind,
} from './research-run-state.service.js';
import type { JobRun } from '../../queue/define-job.js';
import { JobTimeoutError, ShutdownError } from '../../queue/job-errors.js';
import { JobRegistry } from '../../queue/job-registry.service.js';
import { ScoringService } from '../../scoring/scoring.service.js';
import { enrichJob, refreshJob, type ActorJobData } from '../research.job.js';
import {
  ENRICHMENT_AGENT,
  type AgentResult,
  type EnrichmentAgent,
} from '../agent/enrichment-agent.port.js';
import { isTransientError } from '../enrichment-errors.js';
import { ProviderWaterfall } from '../providers/provider-waterfall.service.js';
import {
  EnrichmentMetrics,
  type RunOutcome,
} from '../metrics/enrichment.metrics.js';

/** What the logs say of each kind of run; everything else is the same run. */
const SAID: Record<RunKind, { done: string; failed: string; noun: string }> = {
  first: {
    done: 'actor enriched',
    failed: 'enrichment failed',
    noun: 'enrichment',
  },
  refresh: {
    done: 'actor refreshed',
    failed: 'refresh failed; the previous enrichment stays',
    noun: 'refresh',
  },
};

/**
 * One research run, for a first enrichment (`enrich` job) and a refresh (`refresh` job) alike.
 * Its state machine is ResearchRunState (research-run-state.service.ts), whose SQL is the actors
 * module's ActorRunRepository: these three files are the whole run. Take the actor's run (a lease
 * renewed while the run lives, a database outage and a dead run's lapsing lease waited out), give
 * it up after QUEUE_MAX_ATTEMPTS claims (the attempts guard, here only), research under
 * ENRICHMENT_JOB_TIMEOUT_MS and the job's signal — `fresh` for a refresh, so no kept finding
 * answers — plan the score, and record facts and score in one transaction. A transient error
 * before the last attempt hands the run back and asks the queue for a retry; a shutdown hands it
 * back; anything else gives the run up. Every line logged meanwhile, down to the tools, names the
 * actor and the request that queued it.
 */
@Injectable()
export class ResearchRunService implements OnModuleInit {
  constructor(
    private readonly state: ResearchRunState,
    private readonly scoring: ScoringService,
    private readonly metrics: EnrichmentMetrics,
    @Inject(ENRICHMENT_AGENT) private readonly agent: EnrichmentAgent,
    private readonly waterfall: ProviderWaterfall,
    private readonly registry: JobRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    enrichJob.handle(this.registry, (data, run) =>
      this.run('first', data, run),
    );
    refreshJob.handle(this.registry, (data, run) =>
      this.run('refresh', data, run),
    );
  }

  /** Throws only for transient errors before the final attempt, so the queue retries. */
  async run(
    kind: RunKind,
    { actorId, requestId }: ActorJobData,
    job: Omit<JobRun, 'attempt'>,
  ): Promise<RunOutcome> {
    try {
      const outcome = await requestContext.run(
        { actorId, ...(requestId && { requestId }) },
        () => this.attempt(kind, actorId, job),
      );
      this.metrics.runFinished(kind, outcome);
      return outcome;
    } catch (err) {
      this.metrics.runFinished(kind, 'retried');
      throw err;
    }
  }

  private async attempt(
    kind: RunKind,
    actorId: string,
    { finalAttempt, signal }: Omit<JobRun, 'attempt'>,
  ): Promise<RunOutcome> {
    const claim = await this.state.take(kind, actorId, signal);
    // Done already, nothing asked for, erased, or a live run elsewhere.
    if (!claim) return 'skipped';
    try {
      return await this.claimed(kind, claim, finalAttempt, signal);
    } finally {
      this.state.letGo(claim.leaseId);
    }
  }

  private async claimed(
    kind: RunKind,
    { actor, leaseId, attempts }: RunClaim,
    finalAttempt: boolean,
    signal: AbortSignal,
  ): Promise<RunOutcome> {
    const actorId = actor.id;
    const { maxAttempts } = this.config.queue;
    if (attempts > maxAttempts)
      return this.giveUp(
        kind,
        actorId,
        leaseId,
        `gave up after ${maxAttempts} attempts`,
        signal,
      );
    const started = Date.now();
    try {
      const outcome = await this.research(kind, actor, signal);
      const score = await this.scoring.plan({
        ...actor,
        ...outcome,
        status: 'enriched',
      });
      const recorded = await this.state.whileDatabaseDown(
        () => this.state.record(kind, actorId, leaseId, outcome, score),
        signal,
      );
      // Not recorded: our lease lapsed and another run took over, or the actor was erased.
      if (!recorded) return 'skipped';
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
        SAID[kind].done,
      );
      return 'done';
    } catch (err) {
      return this.recordError(
        kind,
        actorId,
        leaseId,
        err,
        finalAttempt,
        signal,
      );
    }
  }

  /**
   * The agent on this actor, then the organization's data providers (ProviderWaterfall), under
   * ENRICHMENT_JOB_TIMEOUT_MS and the job's signal (the shutdown); for a refresh, every research
   * source read again (a provider's kept answer still answers: a re-enrichment costs no credit). The limit starts here, not at the claim: waiting out
   * a database restart or a dead run's lease does not eat the research's time. The tools stop at
   * the limit; an agent that ignores its signal still loses the race.
   */
  private research(
    kind: RunKind,
    actor: Actor,
    signal: AbortSignal,
  ): Promise<AgentResult> {
    const ms = this.config.queue.jobTimeoutMs;
    return withTimeLimit(
      ms,
      async (researchSignal) => {
        const keyless = await this.agent.research(
          {
            email: actor.email,
            name: actor.name,
            source: actor.source,
            metadata: actor.metadata,
            ...(kind === 'refresh' && { fresh: true }),
          },
          researchSignal,
        );
        // Then the organization's data providers, for what keyless research left missing.
        return this.waterfall.complete(actor, keyless, researchSignal);
      },
      { signal, timeoutError: () => new JobTimeoutError(SAID[kind].noun, ms) },
    );
  }

  private async recordError(
    kind: RunKind,
    actorId: string,
    leaseId: string,
    err: unknown,
    finalAttempt: boolean,
    signal: AbortSignal,
  ): Promise<RunOutcome> {
    const reason = err instanceof Error ? err.message : String(err);
    const shutdown = err instanceof ShutdownError;
    if (!shutdown && (!isTransientError(err) || finalAttempt))
      return this.giveUp(kind, actorId, leaseId, reason, signal);
    this.logger.warn(
      { actorId, reason },
      `${SAID[kind].noun} interrupted; handing it back for a retry`,
    );
    await this.state
      .release(kind, actorId, leaseId)
      .catch((releaseErr: unknown) => {
        // The lease will lapse and a reconciler will queue the run again: nothing is lost.
        this.logger.warn(
          { actorId, err: releaseErr },
          'could not release lease',
        );
      });
    if (shutdown) return 'released';
    throw err;
  }

  private async giveUp(
    kind: RunKind,
    actorId: string,
    leaseId: string,
    reason: string,
    signal: AbortSignal,
  ): Promise<RunOutcome> {
    this.logger.error({ actorId, reason }, SAID[kind].failed);
    await this.state.whileDatabaseDown(
      () => this.state.giveUp(kind, actorId, leaseId, reason),
      signal,
    );
    return 'failed';
  }
}
