import { InjectQueue } from '@nestjs/bull';
import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bull';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import {
  ENRICH_JOB,
  ENRICHMENT_QUEUE_NAME,
  jobIdFor,
  RESCORE_JOB,
  rescoreJobIdFor,
  type EnrichJobData,
  type EnrichmentQueue,
  type EnrichOrigin,
  type QueueDepth,
} from './enrichment-queue.port.js';

/** Producer side of the Bull queue. */
@Injectable()
export class BullEnrichmentQueue implements EnrichmentQueue {
  constructor(
    @InjectQueue(ENRICHMENT_QUEUE_NAME) private readonly queue: Queue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async enqueue(actorId: string, origin: EnrichOrigin = {}): Promise<void> {
    const { maxAttempts, retryBackoffMs } = this.config.queue;
    const data: EnrichJobData = { actorId, ...origin };
    await this.queue.add(ENRICH_JOB, data, {
      jobId: jobIdFor(actorId),
      attempts: maxAttempts,
      backoff: { type: 'exponential', delay: retryBackoffMs },
      // Finished jobs are removed so the reconciler can enqueue the same job id again.
      removeOnComplete: true,
      removeOnFail: true,
    });
  }

  async queuedAmong(actorIds: readonly string[]): Promise<Set<string>> {
    // One round trip each, but sent together on the one connection.
    const jobs = await Promise.all(
      actorIds.map((id) => this.queue.getJob(jobIdFor(id))),
    );
    // A finished job is normally removed at once; one still there no longer counts.
    return new Set(actorIds.filter((_, i) => jobs[i] && !jobs[i].finishedOn));
  }

  async enqueueRescore(organizationId: string): Promise<void> {
    await this.queue.add(
      RESCORE_JOB,
      { organizationId },
      {
        jobId: rescoreJobIdFor(organizationId),
        attempts: this.config.queue.maxAttempts,
        backoff: {
          type: 'exponential',
          delay: this.config.queue.retryBackoffMs,
        },
        removeOnComplete: true,
        removeOnFail: true,
      },
    );
  }

  /** Bull names each consuming connection after the queue; Redis lists them (CLIENT LIST). */
  async consumers(): Promise<number> {
    return ((await this.queue.getWorkers()) ?? []).length;
  }

  async depth(): Promise<QueueDepth> {
    const { waiting, active, delayed } = await this.queue.getJobCounts();
    return { waiting, active, delayed };
  }
}
