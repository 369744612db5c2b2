import { Inject, Injectable } from '@nestjs/common';
import {
  runLlmAgent,
  type LlmAgentDeps,
} from '../../../../libs/llm-agent/index.js';
import type { ResearchTool } from '../../../../libs/research/index.js';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { RESEARCH_TOOLS } from '../tools/research-tools.js';
import type {
  AgentResult,
  EnrichmentAgent,
  ResearchSubject,
} from './enrichment-agent.port.js';
import { llmAgentDeps } from './llm-agent-deps.js';
import { ResearchAgent } from './research-agent.adapter.js';

/**
 * ENRICHMENT_AGENT=llm: a language model plans the research with the same tools and writes the
 * enrichment and the analysis (libs/llm-agent). When it cannot answer properly, the keyless
 * agent's result is used instead, so the actor still ends enriched; either way the run's record
 * (usage, tool calls, fallback reason) travels with the result.
 */
@Injectable()
export class LlmAgent implements EnrichmentAgent {
  readonly name = 'llm';
  private readonly deps: LlmAgentDeps;

  constructor(
    @Inject(RESEARCH_TOOLS) tools: ResearchTool[],
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly keyless: ResearchAgent,
  ) {
    this.deps = llmAgentDeps(config, tools);
  }

  async research(
    subject: ResearchSubject,
    signal: AbortSignal,
  ): Promise<AgentResult> {
    const outcome = await runLlmAgent(subject, this.deps, signal);
    if (outcome.kind === 'answered') {
      return {
        enrichment: outcome.enrichment,
        intelligence: outcome.intelligence,
        emailSignals: outcome.emailSignals,
        agentRun: outcome.record,
        research: outcome.research,
        company: outcome.company,
      };
    }
    const keyless = await this.keyless.research(subject, signal);
    return { ...keyless, agentRun: outcome.record };
  }
}
