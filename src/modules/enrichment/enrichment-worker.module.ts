import { DynamicModule, Module, type Provider } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { ActorsModule } from '../actors/actors.module.js';
import { ProvidersModule } from '../providers/providers.module.js';
import { ScoringModule } from '../scoring/scoring.module.js';
import { ENRICHMENT_AGENT } from './agent/enrichment-agent.port.js';
import { LlmAgent } from './agent/llm-agent.adapter.js';
import { ResearchAgent } from './agent/research-agent.adapter.js';
import { companyResearchSharing } from './company-research/company-research.port.js';
import { EnrichmentModule } from './enrichment.module.js';
import { providerAdaptersFactory } from './providers/provider-adapters.port.js';
import { ProviderMetrics } from './providers/provider.metrics.js';
import { ProviderAnswers } from './providers/provider-answers.service.js';
import { ProviderOutcomeHandler } from './providers/provider-outcome.service.js';
import { ProviderWaterfall } from './providers/provider-waterfall.service.js';
import { ResearchRunService } from './runs/research-run.service.js';
import { researchToolsFactory } from './tools/research-tools.js';

/**
 * The research that workers run: the `enrich` and `refresh` jobs' handler (ResearchRunService),
 * the agent (ENRICHMENT_AGENT: the keyless research agent, or the llm agent with it as fallback),
 * the research tools and their shared company findings, and the data-provider waterfall after them. Imported by the worker role only
 * (WorkerRoleModule): an API process or the admin CLI loads none of it.
 */
@Module({})
export class EnrichmentWorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    const agents: Provider[] = [
      ResearchAgent, // the default, and the llm agent's fallback
      ...(config.research.agent === 'llm'
        ? [LlmAgent, { provide: ENRICHMENT_AGENT, useExisting: LlmAgent }]
        : [{ provide: ENRICHMENT_AGENT, useExisting: ResearchAgent }]),
    ];
    return {
      module: EnrichmentWorkerModule,
      imports: [ActorsModule, ScoringModule, EnrichmentModule, ProvidersModule],
      providers: [
        ResearchRunService,
        ProviderWaterfall,
        ProviderAnswers,
        ProviderOutcomeHandler,
        ProviderMetrics,
        providerAdaptersFactory,
        companyResearchSharing,
        researchToolsFactory,
        ...agents,
      ],
    };
  }
}
