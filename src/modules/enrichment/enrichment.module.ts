import { BullModule } from '@nestjs/bull';
import { DynamicModule, Module, type Provider } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { ActorsModule } from '../actors/actors.module.js';
import { ScoringModule } from '../scoring/scoring.module.js';
import { ENRICHMENT_AGENT } from './agent/enrichment-agent.port.js';
import { LlmAgent } from './agent/llm.agent.js';
import { ResearchAgent } from './agent/research.agent.js';
import { EnqueueOnCreateListener } from './enqueue-on-create.listener.js';
import { EnrichmentService } from './enrichment.service.js';
import { EnrichmentMetrics } from './metrics/enrichment.metrics.js';
import { QueueDepthGauge } from './metrics/queue-depth.gauge.js';
import { BullEnrichmentQueue } from './queue/bull-enrichment.queue.js';
import { bullQueueOptions } from './queue/bull-options.js';
import { EnrichmentProcessor } from './queue/enrichment.processor.js';
import {
  ENRICHMENT_QUEUE,
  ENRICHMENT_QUEUE_NAME,
} from './queue/enrichment-queue.port.js';
import { InProcessEnrichmentQueue } from './queue/in-process-enrichment.queue.js';
import { QueueConsumersWatch } from './queue-consumers.watch.js';
import { Reconciler } from './reconciler.js';
import { RedisReadiness } from './redis-readiness.js';
import { researchToolsProvider } from './tools/research-tools.js';

/**
 * Drives the pipeline: enqueue on create, run the agent, record the outcome, reconcile what was
 * left behind. Bull on Redis when REDIS_URL is set, otherwise the in-process runner.
 */
@Module({})
export class EnrichmentModule {
  static forRoot(config: AppConfig): DynamicModule {
    const common: Provider[] = [
      EnrichmentService,
      EnrichmentMetrics,
      QueueDepthGauge,
      QueueConsumersWatch,
      EnqueueOnCreateListener,
      Reconciler,
      researchToolsProvider,
      ResearchAgent, // the default, and the llm agent's fallback
      ...(config.research.agent === 'llm'
        ? [LlmAgent, { provide: ENRICHMENT_AGENT, useExisting: LlmAgent }]
        : [{ provide: ENRICHMENT_AGENT, useExisting: ResearchAgent }]),
    ];
    if (!config.redisUrl) {
      return {
        module: EnrichmentModule,
        imports: [ActorsModule, ScoringModule],
        providers: [
          ...common,
          { provide: ENRICHMENT_QUEUE, useClass: InProcessEnrichmentQueue },
        ],
      };
    }
    return {
      module: EnrichmentModule,
      imports: [
        ActorsModule,
        ScoringModule,
        BullModule.forRoot(bullQueueOptions(config)),
        BullModule.registerQueue({ name: ENRICHMENT_QUEUE_NAME }),
      ],
      providers: [
        ...common,
        { provide: ENRICHMENT_QUEUE, useClass: BullEnrichmentQueue },
        EnrichmentProcessor,
        RedisReadiness,
      ],
    };
  }
}
