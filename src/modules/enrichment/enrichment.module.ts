import { DynamicModule, Module, type Provider } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { ActorsModule } from '../actors/actors.module.js';
import { ScoringModule } from '../scoring/scoring.module.js';
import { ENRICHMENT_AGENT } from './agent/enrichment-agent.port.js';
import { LlmAgent } from './agent/llm.agent.js';
import { ResearchAgent } from './agent/research.agent.js';
import { BacklogStallWatch } from './backlog-stall.watch.js';
import { companyResearchProvider } from './company-research/company-research.provider.js';
import { EnqueueOnCreateListener } from './enqueue-on-create.listener.js';
import { EnrichmentJobs } from './enrichment.jobs.js';
import { EnrichmentRuns } from './enrichment-runs.js';
import { EnrichmentService } from './enrichment.service.js';
import { EnrichmentMetrics } from './metrics/enrichment.metrics.js';
import { QueueDepthGauge } from './metrics/queue-depth.gauge.js';
import { QueueConsumersWatch } from './queue-consumers.watch.js';
import { Reconciler } from './reconciler.js';
import { RefreshFeeder } from './refresh-feeder.js';
import { RefreshService } from './refresh.service.js';
import { researchToolsProvider } from './tools/research-tools.js';

/**
 * Drives the pipeline: enqueue on create, run the agent, record the outcome, refresh enriched
 * actors, reconcile what was left behind. Its jobs, `enrich` and `refresh`, run on the job queue
 * (QueueModule) in the default line.
 */
@Module({})
export class EnrichmentModule {
  static forRoot(config: AppConfig): DynamicModule {
    const providers: Provider[] = [
      EnrichmentRuns,
      EnrichmentService,
      RefreshService,
      RefreshFeeder,
      EnrichmentJobs,
      EnrichmentMetrics,
      QueueDepthGauge,
      QueueConsumersWatch,
      BacklogStallWatch,
      EnqueueOnCreateListener,
      Reconciler,
      companyResearchProvider,
      researchToolsProvider,
      ResearchAgent, // the default, and the llm agent's fallback
      ...(config.research.agent === 'llm'
        ? [LlmAgent, { provide: ENRICHMENT_AGENT, useExisting: LlmAgent }]
        : [{ provide: ENRICHMENT_AGENT, useExisting: ResearchAgent }]),
    ];
    return {
      module: EnrichmentModule,
      imports: [ActorsModule, ScoringModule],
      providers,
    };
  }
}
