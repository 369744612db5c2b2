import { Module } from '@nestjs/common';
import { ActorsModule } from '../actors/actors.module.js';
import { EnqueueOnCreateListener } from './enqueue-on-create.listener.js';
import { EnrichmentMetrics } from './metrics/enrichment.metrics.js';
import { Reconciler } from './reconciler.js';
import { RefreshFeeder } from './refresh-feeder.js';

/**
 * The enrichment pipeline as every process sees it: enqueue the research the actors module
 * announces (`enrich` and `refresh` jobs, actor.jobs.ts), and the sweeps that re-queue what was
 * left behind (they run in worker roles only). The research itself — the runs, the agent, the
 * tools — is worker-only: EnrichmentWorkerModule.
 */
@Module({
  imports: [ActorsModule],
  providers: [
    EnqueueOnCreateListener,
    EnrichmentMetrics,
    Reconciler,
    RefreshFeeder,
  ],
  exports: [EnrichmentMetrics],
})
export class EnrichmentModule {}
