import { Module } from '@nestjs/common';
import { ActorsModule } from '../actors/actors.module.js';
import { ResearchRunsModule } from './runs/research-runs.module.js';
import { BacklogStallWatch } from './backlog-stall.sweep.js';
import { EnqueueOnCreateListener } from './enqueue-on-create.listener.js';
import { EnrichmentMetrics } from './metrics/enrichment.metrics.js';
import { Reconciler } from './reconciler.sweep.js';
import { RefreshFeeder } from './refresh-feeder.service.js';

/**
 * The enrichment pipeline as every process sees it: enqueue the research the actors module
 * announces (`enrich` and `refresh` jobs, research.job.ts), the sweeps that re-queue what was left
 * behind (in worker roles), and the backlog stall watch (in the roles that take signups). The research itself — the runs, the agent, the
 * tools — is worker-only: EnrichmentWorkerModule.
 */
@Module({
  imports: [ActorsModule, ResearchRunsModule],
  providers: [
    EnqueueOnCreateListener,
    EnrichmentMetrics,
    Reconciler,
    RefreshFeeder,
    BacklogStallWatch,
  ],
  exports: [EnrichmentMetrics, ResearchRunsModule],
})
export class EnrichmentModule {}
