import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { JOB_QUEUE, type JobQueue } from '../queue/job-queue.port.js';
import { enrichJob, refreshJob } from './actor.jobs.js';
import { EnrichmentService } from './enrichment.service.js';
import { RefreshService } from './refresh.service.js';

/**
 * The enrichment module's jobs, thin shells as processors should be: `enrich` hands each job to
 * EnrichmentService, `refresh` to RefreshService.
 */
@Injectable()
export class EnrichmentJobs implements OnModuleInit {
  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly enrichment: EnrichmentService,
    private readonly refresh: RefreshService,
  ) {}

  onModuleInit(): void {
    enrichJob.handle(this.queue, (data, run) =>
      this.enrichment.enrich(data.actorId, {
        ...run,
        requestId: data.requestId,
      }),
    );
    refreshJob.handle(this.queue, (data, run) =>
      this.refresh.refresh(data.actorId, { ...run, requestId: data.requestId }),
    );
  }
}
