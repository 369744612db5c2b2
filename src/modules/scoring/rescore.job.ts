import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { defineJob } from '../queue/define-job.js';
import { JOB_QUEUE, type JobQueue } from '../queue/job-queue.port.js';
import { JobRegistry } from '../queue/job-registry.service.js';
import { Sweeps } from '../queue/sweeps.service.js';
import { ScoringService } from './scoring.service.js';

/**
 * Rescore one organization's actors that await a score. One run per organization at a time: a
 * request during a run joins it.
 */
export const rescoreJob = defineJob<{ organizationId: string }>({
  name: 'rescore',
  line: 'enrichment',
  id: ({ organizationId }) => `rescore-${organizationId}`,
});

/**
 * Scoring schedules its own rescoring. Setting a profile only marks actors; a sweep, on start and
 * every RECONCILE_INTERVAL_MS, gives each organization whose actors await a score (a profile
 * change, or a scorer that died) a `rescore` job, which rescores it in batches. The work list is
 * the actors' scoring status, so an interrupted run resumes.
 */
@Injectable()
export class RescoringJobs implements OnModuleInit {
  constructor(
    private readonly scoring: ScoringService,
    private readonly sweeps: Sweeps,
    private readonly registry: JobRegistry,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    rescoreJob.handle(this.registry, (data) =>
      this.scoring.rescoreOrganization(data.organizationId),
    );
    this.sweeps.every('rescoring', this.config.queue.reconcileIntervalMs, () =>
      this.pass(),
    );
  }

  /**
   * Rescores one organization through the queue now, rather than at the next pass: after a
   * profile change someone may be watching. Best effort: the passes catch up anyway.
   */
  async rescoreSoon(organizationId: string): Promise<void> {
    await rescoreJob.add(this.queue, { organizationId });
  }

  private async pass(): Promise<void> {
    const before = new Date(
      Date.now() - this.config.queue.reconcilePendingAfterMs,
    );
    const orgs = await this.scoring.organizationsAwaitingScores(before);
    // A queue that does not take one ends the pass: the next one tries again.
    for (const organizationId of orgs)
      if (!(await rescoreJob.add(this.queue, { organizationId }))) return;
  }
}
