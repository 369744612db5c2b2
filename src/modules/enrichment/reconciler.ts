import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { withTimeLimit } from '../../../libs/time-limit/index.js';
import { LOGGER } from '../../common/logging/logger.token.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { EnrichmentStateService } from '../actors/enrichment-state.service.js';
import { ResearchRunState } from '../actors/research-run-state.service.js';
import { JOB_QUEUE, type JobQueue } from '../queue/job-queue.port.js';
import { Sweeps } from '../queue/sweeps.js';
import { enrichJob } from './actor.jobs.js';
import { EnrichmentMetrics } from './metrics/enrichment.metrics.js';
import { RefreshFeeder } from './refresh-feeder.js';

const BATCH = 500;

/**
 * Nothing is lost: on start and then every RECONCILE_INTERVAL_MS (a sweep, in worker roles),
 * stranded actors are enqueued again. Stranded means not queued and not running: pending with no
 * job (an enqueue that failed, a queue that lost its data) or enriching past its lease with no
 * job (a worker that died). An actor merely waiting in a backlog is left alone, however long it
 * waits. Enqueueing is idempotent by job id, so several workers reconciling at once is harmless.
 * Each pass also feeds requested refreshes to the queue (RefreshFeeder), in bounded batches.
 */
@Injectable()
export class Reconciler implements OnModuleInit {
  private started = false;

  constructor(
    private readonly state: EnrichmentStateService,
    private readonly runs: ResearchRunState,
    private readonly metrics: EnrichmentMetrics,
    private readonly refreshes: RefreshFeeder,
    private readonly sweeps: Sweeps,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.sweeps.every('reconcile', this.config.queue.reconcileIntervalMs, () =>
      this.pass(),
    );
  }

  private async pass(): Promise<void> {
    if (!this.started) {
      this.started = true;
      // Embedded deployment: this process is the only worker, so nothing survived a restart.
      if (!this.config.redisUrl) {
        await this.runs.expireAllLeases();
      }
    }
    await this.requeueStranded();
    try {
      const queued = await this.refreshes.feed();
      if (queued) this.logger.info({ count: queued }, 'queued refreshes');
    } catch (err) {
      this.logger.warn({ err }, 'refresh pass failed; will try again');
    }
  }

  private async requeueStranded(): Promise<void> {
    try {
      const pendingBefore = new Date(
        Date.now() - this.config.queue.reconcilePendingAfterMs,
      );
      const limit = this.config.queue.enqueueTimeoutMs;
      const ids = await this.findStranded(pendingBefore, limit);
      // Each call bounded: a pass must end so that the next one can run.
      for (const actorId of ids)
        await withTimeLimit(limit, () =>
          enrichJob.add(this.queue, { actorId }),
        );
      this.metrics.actorsRequeued(ids.length);
      if (ids.length)
        this.logger.info({ count: ids.length }, 're-enqueued stranded actors');
    } catch (err) {
      this.logger.warn({ err }, 'reconciliation pass failed; will try again');
    }
  }

  /**
   * Candidates from the database, minus those the queue holds, confirmed once more in the
   * database: a job that finished between the two reads has moved its actor on, and must not
   * be mistaken for a lost one.
   */
  private async findStranded(
    pendingBefore: Date,
    limit: number,
  ): Promise<string[]> {
    const candidates = await this.state.findStranded(pendingBefore, BATCH);
    if (!candidates.length) return [];
    const queued = await withTimeLimit(limit, () =>
      enrichJob.queued(
        this.queue,
        candidates.map((actorId) => ({ actorId })),
      ),
    );
    const queuedIds = new Set(queued.map((job) => job.actorId));
    return this.state.findStranded(
      pendingBefore,
      BATCH,
      candidates.filter((id) => !queuedIds.has(id)),
    );
  }
}
