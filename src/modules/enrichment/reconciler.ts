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
import { ScoringService } from '../scoring/scoring.service.js';
import { EnrichmentMetrics } from './metrics/enrichment.metrics.js';
import {
  ENRICHMENT_QUEUE,
  type EnrichmentQueue,
} from './queue/enrichment-queue.port.js';

const BATCH = 500;

/**
 * Nothing is lost: on start and then periodically, stranded actors are enqueued again. Stranded
 * means not queued and not running: pending with no job (an enqueue that failed, a queue that
 * lost its data) or enriching past its lease with no job (a worker that died). An actor merely
 * waiting in a backlog is left alone, however long it waits. Enqueueing is idempotent by job id,
 * so several workers reconciling at once is harmless.
 */
@Injectable()
export class Reconciler
  implements OnApplicationBootstrap, OnApplicationShutdown
{
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly state: EnrichmentStateService,
    private readonly scoring: ScoringService,
    private readonly metrics: EnrichmentMetrics,
    @Inject(ENRICHMENT_QUEUE) private readonly queue: EnrichmentQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.role === 'api') return;
    // Embedded deployment: this process is the only worker, so nothing survived a restart.
    if (!this.config.redisUrl) await this.state.expireAllLeases();
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
    try {
      const pendingBefore = new Date(
        Date.now() - this.config.queue.reconcilePendingAfterMs,
      );
      const limit = this.config.queue.enqueueTimeoutMs;
      const ids = await this.findStranded(pendingBefore, limit);
      // Each call bounded: a pass must end so that the next one can run.
      for (const id of ids)
        await withTimeLimit(limit, () => this.queue.enqueue(id));
      this.metrics.actorsRequeued(ids.length);
      if (ids.length)
        this.logger.info({ count: ids.length }, 're-enqueued stranded actors');
      // Scores still missing after a profile change (or a scorer that died) are rescored too.
      const orgs =
        await this.scoring.organizationsAwaitingScores(pendingBefore);
      for (const org of orgs)
        await withTimeLimit(limit, () => this.queue.enqueueRescore(org));
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
      this.queue.queuedAmong(candidates),
    );
    return this.state.findStranded(
      pendingBefore,
      BATCH,
      candidates.filter((id) => !queued.has(id)),
    );
  }
}
