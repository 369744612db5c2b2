import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logging/logger.port.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import {
  ResearchRunState,
  type StrandedCursor,
} from './runs/research-run-state.service.js';
import { JOB_QUEUE, type JobQueue } from '../queue/job-queue.port.js';
import { Sweeps, type SweepHandle } from '../queue/sweeps.service.js';
import { enrichJob } from './research.job.js';
import { EnrichmentMetrics } from './metrics/enrichment.metrics.js';
import { RefreshFeeder } from './refresh-feeder.service.js';

/** Stranded actors confirmed and enqueued together. */
const BATCH = 500;
/**
 * Candidates read and asked about per round trip to the database and the queue. Each question
 * reads the queue's lists whole (bull-job-ids.ts), so a pass asks at most ten times: a stranded
 * actor behind more than MAX_SCANNED_PER_PASS waiting ones is found as the backlog drains.
 */
const PAGE = 2000;
const MAX_SCANNED_PER_PASS = 10 * PAGE;

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
  private sweep: SweepHandle | null = null;

  constructor(
    private readonly runs: ResearchRunState,
    private readonly metrics: EnrichmentMetrics,
    private readonly refreshes: RefreshFeeder,
    private readonly sweeps: Sweeps,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** One pass now; a pass in progress is shared. */
  reconcileNow(): Promise<void> {
    return this.sweep!.now();
  }

  onModuleInit(): void {
    this.sweep = this.sweeps.every(
      'reconcile',
      this.config.queue.reconcileIntervalMs,
      () => this.pass(),
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

  /**
   * One scan of the candidates, oldest first, paged past those the queue holds: in a backlog the
   * oldest thousands are merely waiting, and a stranded actor behind them must still be found.
   * What the queue does not hold is confirmed once more in the database (a job that finished
   * between the two reads has moved its actor on) and enqueued, BATCH at a time, until the scan
   * ends: a queue that lost its data (a Redis restart) strands a whole backlog, and it must come
   * back at once, not BATCH per RECONCILE_INTERVAL_MS.
   */
  private async requeueStranded(): Promise<void> {
    let total = 0;
    try {
      const pendingBefore = new Date(
        Date.now() - this.config.queue.reconcilePendingAfterMs,
      );
      // A queue that does not take a job ends the pass: the next one tries again.
      const enqueue = async (unqueued: string[]) => {
        const confirmed = await this.runs.findStranded(pendingBefore, BATCH, {
          among: unqueued,
        });
        let queued = 0;
        for (const { id } of confirmed) {
          if (!(await enrichJob.add(this.queue, { actorId: id }))) break;
          queued++;
        }
        this.metrics.actorsRequeued(queued);
        total += queued;
        return queued === confirmed.length;
      };
      let unqueued: string[] = [];
      let after: StrandedCursor | undefined;
      let taking = true;
      for (
        let scanned = 0;
        taking && scanned < MAX_SCANNED_PER_PASS;
        scanned += PAGE
      ) {
        const page = await this.runs.findStranded(pendingBefore, PAGE, {
          after,
        });
        const jobs = page.map((c) => ({ actorId: c.id }));
        const queued = new Set(
          jobs.length
            ? (await enrichJob.queued(this.queue, jobs)).map((j) => j.actorId)
            : [],
        );
        unqueued.push(...page.map((c) => c.id).filter((id) => !queued.has(id)));
        while (taking && unqueued.length >= BATCH) {
          taking = await enqueue(unqueued.slice(0, BATCH));
          unqueued = unqueued.slice(BATCH);
        }
        if (page.length < PAGE) break;
        after = page[page.length - 1];
      }
      if (taking && unqueued.length) await enqueue(unqueued);
    } catch (err) {
      this.logger.warn({ err }, 'reconciliation pass failed; will try again');
    }
    if (total)
      this.logger.info({ count: total }, 're-enqueued stranded actors');
  }
}
