import {
  Inject,
  Injectable,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import type { Logger } from 'pino';
import { withTimeLimit } from '../../../libs/time-limit/index.js';
import { LOGGER } from '../../common/logging/logger.token.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { EnrichmentStateService } from '../actors/enrichment-state.service.js';
import { EnrichmentMetrics } from './metrics/enrichment.metrics.js';
import { JOB_QUEUE, type JobQueue } from '../queue/job-queue.port.js';
import { actorsQueued, addEnrichJob } from './enrich.job.js';
import { RefreshFeeder } from './refresh-feeder.js';

const BATCH = 500;

/**
 * Nothing is lost: on start and then periodically, stranded actors are enqueued again. Stranded
 * means not queued and not running: pending with no job (an enqueue that failed, a queue that
 * lost its data) or enriching past its lease with no job (a worker that died). An actor merely
 * waiting in a backlog is left alone, however long it waits. Enqueueing is idempotent by job id,
 * so several workers reconciling at once is harmless. Each pass also feeds requested refreshes to
 * the queue (RefreshFeeder), in bounded batches.
 */
@Injectable()
export class Reconciler
  implements OnApplicationBootstrap, OnApplicationShutdown
{
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly state: EnrichmentStateService,
    private readonly metrics: EnrichmentMetrics,
    private readonly refreshes: RefreshFeeder,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.role === 'api') return;
    // Embedded deployment: this process is the only worker, so nothing survived a restart.
    if (!this.config.redisUrl) {
      await this.state.expireAllLeases();
      await this.refreshes.expireAllLeases();
    }
    void this.reconcileNow();
    this.timer = setInterval(
      () => void this.reconcileNow(),
      this.config.queue.reconcileIntervalMs,
    );
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** One pass; overlapping calls share the pass in progress. */
  reconcileNow(): Promise<void> {
    this.running ??= this.pass().finally(() => (this.running = null));
    return this.running;
  }

  private async pass(): Promise<void> {
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
      for (const id of ids)
        await withTimeLimit(limit, () => addEnrichJob(this.queue, id));
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
      actorsQueued(this.queue, candidates),
    );
    return this.state.findStranded(
      pendingBefore,
      BATCH,
      candidates.filter((id) => !queued.has(id)),
    );
  }
}
