import { InjectQueue } from '@nestjs/bull';
import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  OnApplicationBootstrap,
} from '@nestjs/common';
import type { Job, Queue } from 'bull';
import type { Logger } from 'pino';
import { LOGGER } from '../../../common/logging/logger.token.js';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { EnrichmentService } from '../enrichment.service.js';
import { ScoringService } from '../../scoring/scoring.service.js';
import {
  ENRICH_JOB,
  ENRICHMENT_QUEUE_NAME,
  RESCORE_JOB,
  type EnrichJobData,
} from './enrichment-queue.port.js';

/**
 * Consumer side of the Bull queue (roles `all` and `worker`): a thin shell that hands each job to
 * EnrichmentService. Registered in code rather than with @Process so concurrency is configurable.
 */
@Injectable()
export class EnrichmentProcessor
  implements OnApplicationBootstrap, BeforeApplicationShutdown
{
  constructor(
    @InjectQueue(ENRICHMENT_QUEUE_NAME) private readonly queue: Queue,
    private readonly enrichment: EnrichmentService,
    private readonly scoring: ScoringService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.role === 'api') return;
    // One processor for every job name: Bull adds up the concurrency of named processors on a
    // queue and lets any slot take any job, so two of them would exceed ENRICHMENT_CONCURRENCY.
    void this.queue
      .process('*', this.config.queue.concurrency, (job: Job) =>
        this.handle(job),
      )
      .catch((err: unknown) =>
        this.logger.error({ err }, 'enrichment worker stopped'),
      );
  }

  private handle(job: Job): Promise<unknown> {
    if (job.name === RESCORE_JOB) {
      return this.scoring.rescoreOrganization(
        (job.data as { organizationId: string }).organizationId,
      );
    }
    if (job.name === ENRICH_JOB) {
      const { actorId, requestId } = job.data as EnrichJobData;
      return this.enrichment.enrich(actorId, {
        finalAttempt: job.attemptsMade + 1 >= (job.opts.attempts ?? 1),
        requestId,
      });
    }
    throw new Error(`unknown job ${job.name}`);
  }

  /** Stop taking jobs, let in-flight ones finish or hand them back; Bull then closes the queue. */
  async beforeApplicationShutdown(): Promise<void> {
    if (this.config.role === 'api') return;
    await this.queue.pause(true, true).catch(() => undefined);
    await this.enrichment.drain(this.config.queue.shutdownGraceMs);
  }
}
