import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobRegistry } from '../queue/job-registry.js';
import { ENRICH_JOB, type EnrichJobData } from './enrich.job.js';
import { EnrichmentService } from './enrichment.service.js';

/**
 * The enrichment module's jobs: `enrich` hands each job to EnrichmentService (a thin shell, as a
 * processor should be), and at shutdown the service's runs are drained.
 */
@Injectable()
export class EnrichmentJobs implements OnModuleInit {
  constructor(
    private readonly registry: JobRegistry,
    private readonly enrichment: EnrichmentService,
  ) {}

  onModuleInit(): void {
    this.registry.handle<EnrichJobData>(ENRICH_JOB, (data, run) =>
      this.enrichment.enrich(data.actorId, {
        finalAttempt: run.finalAttempt,
        requestId: data.requestId,
      }),
    );
    this.registry.onDrain((graceMs) => this.enrichment.drain(graceMs));
  }
}
