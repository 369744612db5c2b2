import {
  Inject,
  Injectable,
  OnApplicationBootstrap,
  OnApplicationShutdown,
  OnModuleInit,
} from '@nestjs/common';
import type { Logger } from 'pino';
import { withTimeLimit } from '../../../libs/time-limit/index.js';
import { LOGGER } from '../../common/logging/logger.token.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { JOB_QUEUE, type JobQueue } from '../queue/job-queue.port.js';
import { JobRegistry } from '../queue/job-registry.js';
import {
  RESCORE_JOB,
  rescoreJobId,
  type RescoreJobData,
} from './rescore.job.js';
import { ScoringService } from './scoring.service.js';

/**
 * Scoring schedules its own rescoring. Setting a profile only marks actors; here, on start and
 * every RECONCILE_INTERVAL_MS, each organization whose actors await a score (a profile change,
 * or a scorer that died) gets a `rescore-<orgId>` job, which rescores it in batches. The work list
 * is the actors' scoring status, so an interrupted run resumes.
 */
@Injectable()
export class RescoringJobs
  implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown
{
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly registry: JobRegistry,
    private readonly scoring: ScoringService,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.registry.handle<RescoreJobData>(RESCORE_JOB, (data) =>
      this.scoring.rescoreOrganization(data.organizationId),
    );
  }

  onApplicationBootstrap(): void {
    if (this.config.role === 'api') return;
    void this.scheduleNow();
    this.timer = setInterval(
      () => void this.scheduleNow(),
      this.config.queue.reconcileIntervalMs,
    );
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /**
   * Rescores one organization through the queue now, rather than at the next pass: after a
   * profile change someone is watching (the dashboard). Best effort: the passes catch up anyway.
   */
  async rescoreSoon(organizationId: string): Promise<void> {
    const data: RescoreJobData = { organizationId };
    await withTimeLimit(this.config.queue.enqueueTimeoutMs, () =>
      this.queue.add(
        RESCORE_JOB.name,
        { ...data },
        {
          jobId: rescoreJobId(organizationId),
        },
      ),
    ).catch((err: unknown) =>
      this.logger.warn(
        { err, organizationId },
        'could not queue rescoring; the next pass will',
      ),
    );
  }

  /** One pass; overlapping calls share the pass in progress. */
  scheduleNow(): Promise<void> {
    this.running ??= this.pass().finally(() => (this.running = null));
    return this.running;
  }

  private async pass(): Promise<void> {
    try {
      const before = new Date(
        Date.now() - this.config.queue.reconcilePendingAfterMs,
      );
      const limit = this.config.queue.enqueueTimeoutMs;
      const orgs = await this.scoring.organizationsAwaitingScores(before);
      // Each add bounded: a pass must end so that the next one can run.
      for (const organizationId of orgs) {
        const data: RescoreJobData = { organizationId };
        await withTimeLimit(limit, () =>
          this.queue.add(
            RESCORE_JOB.name,
            { ...data },
            {
              jobId: rescoreJobId(organizationId),
            },
          ),
        );
      }
    } catch (err) {
      this.logger.warn({ err }, 'rescoring pass failed; will try again');
    }
  }
}
