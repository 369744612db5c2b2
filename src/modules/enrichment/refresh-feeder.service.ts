import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { RefreshStateService } from './runs/refresh-state.service.js';
import { JOB_QUEUE, type JobQueue } from '../queue/job-queue.port.js';
import { refreshJob } from './research.job.js';

/**
 * Refresh jobs one pass of one worker keeps queued at most, and the most actors the background
 * refresh asks for at once: refreshes wait in the same line as new signups, so however many are
 * asked for (a large `actor:reenrich --older-than`, a first ENRICHMENT_REFRESH_AFTER_DAYS), at
 * most this many stand in line ahead of a signup.
 */
export const REFRESH_BATCH = 100;

const DAY_MS = 86_400_000;

/**
 * Puts requested refreshes on the queue, a bounded batch at a time; the reconciler runs it on
 * start and every RECONCILE_INTERVAL_MS, in every worker. Safe with several workers: a request is
 * only added to an actor without one, a job id is one per actor (`refresh-<actorId>`), and a claim
 * is a compare-and-set. The same pass queues again a refresh whose job was lost (a crash between
 * the request and the enqueue, a Redis that lost its data) or whose worker died (its lease lapsed):
 * the request is in the actor's row, so nothing is lost.
 */
@Injectable()
export class RefreshFeeder {
  constructor(
    private readonly refreshes: RefreshStateService,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** One pass; returns how many refresh jobs it queued. */
  async feed(): Promise<number> {
    const { refreshAfterDays } = this.config.queue;
    if (refreshAfterDays !== null) {
      // The background asks for more only while few refreshes are outstanding.
      const outstanding = await this.refreshes.countRequested();
      await this.refreshes.requestStale(
        new Date(Date.now() - refreshAfterDays * DAY_MS),
        REFRESH_BATCH - outstanding,
      );
    }
    const candidates = await this.refreshes.findWaiting(REFRESH_BATCH);
    if (!candidates.length) return 0;
    const queued = new Set(
      (
        await refreshJob.queued(
          this.queue,
          candidates.map((actorId) => ({ actorId })),
        )
      ).map((job) => job.actorId),
    );
    // Confirmed once more: a job that finished between the two reads is not a lost one.
    const ids = await this.refreshes.findWaiting(
      REFRESH_BATCH,
      candidates.filter((id) => !queued.has(id)),
    );
    // A queue that does not take one ends the pass: the next one tries again.
    let added = 0;
    for (const id of ids) {
      if (!(await refreshJob.add(this.queue, { actorId: id }))) break;
      added++;
    }
    return added;
  }
}
