import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobRegistry } from '../queue/job-registry.js';
import { ENRICH_JOB, type EnrichJobData } from './enrich.job.js';
import { EnrichmentRuns } from './enrichment-runs.js';
import { EnrichmentService } from './enrichment.service.js';
import { REFRESH_JOB, type RefreshJobData } from './refresh.job.js';
import { RefreshService } from './refresh.service.js';

/**
 * The enrichment module's jobs, thin shells as processors should be: `enrich` hands each job to
 * EnrichmentService, `refresh` to RefreshService; at shutdown their runs are drained together.
 */
@Injectable()
export class EnrichmentJobs implements OnModuleInit {
  constructor(
    private readonly registry: JobRegistry,
    private readonly enrichment: EnrichmentService,
    private readonly refresh: RefreshService,
    private readonly runs: EnrichmentRuns,
  ) {}

  onModuleInit(): void {
    this.registry.handle<EnrichJobData>(ENRICH_JOB, (data, run) =>
      this.enrichment.enrich(data.actorId, {
        finalAttempt: run.finalAttempt,
        requestId: data.requestId,
      }),
    );
    this.registry.handle<RefreshJobData>(REFRESH_JOB, (data, run) =>
      this.refresh.refresh(data.actorId, {
        finalAttempt: run.finalAttempt,
        requestId: data.requestId,
      }),
    );
    this.registry.onDrain((graceMs) => this.runs.drain(graceMs));
  }
}
