import {
  createChatModel,
  type LlmAgentDeps,
} from '../../../../libs/llm-agent/index.js';
import { createDnsResolver } from '../../../../libs/research/net/index.js';
import type { ResearchTool } from '../../../../libs/research/index.js';
import { userAgent } from '../../../common/app-version.js';
import type { AppConfig } from '../../../config/app-config.js';

/**
 * The llm agent's collaborators, from configuration. fetch_page gets exactly the website tool's
 * network settings (DNS servers, ports, private-network policy, time limit), so both reach the
 * web through the same SSRF guard.
 */
export function llmAgentDeps(
  config: AppConfig,
  researchTools: ResearchTool[],
): LlmAgentDeps {
  const llm = config.llm;
  if (!llm) throw new Error('the llm agent needs ENRICHMENT_AGENT=llm');
  const research = config.research;
  return {
    model: createChatModel({
      baseUrl: llm.baseUrl,
      apiKey: llm.apiKey,
      model: llm.model,
      requestTimeoutMs: llm.requestTimeoutMs,
      maxOutputTokens: llm.maxOutputTokens,
    }),
    researchTools,
    fetchPage: {
      resolver: createDnsResolver({
        servers: research.dnsServers,
        timeoutMs: research.toolTimeoutMs,
      }),
      allowPrivateNetworks: research.allowPrivateNetworks,
      maxBytes: research.pageMaxBytes,
      httpsPort: research.websiteHttpsPort,
      httpPort: research.websiteHttpPort,
      timeoutMs: research.toolTimeoutMs,
      userAgent: userAgent('research'),
    },
    limits: {
      maxSteps: llm.maxSteps,
      maxTokens: llm.maxTokens,
      timeoutMs: llm.timeoutMs,
      maxRetries: llm.maxRetries,
      retryBackoffMs: llm.retryBackoffMs,
      toolTimeoutMs: research.toolTimeoutMs,
      maxResultChars: llm.maxResultChars,
    },
  };
}
