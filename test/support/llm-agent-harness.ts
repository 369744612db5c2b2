// Builds the llm agent's collaborators for library specs: the real research tools and fetch_page,
// pointed at the local outside world, and the real openai client pointed at a scripted server.
import {
  createChatModel,
  type LlmAgentDeps,
  type LlmLimits,
} from '../../libs/llm-agent/index.js';
import {
  createResearchTools,
  RESEARCH_TOOL_NAMES,
} from '../../libs/research/tools/index.js';
import { createDnsResolver } from '../../libs/research/net/index.js';
import {
  LLM_DNS_ZONE,
  LLM_HTTP_FIXTURES,
} from './fixtures/llm-fixture-sites.js';
import { FIXED_NOW } from './fixtures/research-input.js';
import type { ScriptedLlm } from './fixtures/scripted-llm-server.js';
import { startOutsideWorld, type OutsideWorld } from './outside-world.js';

export const TEST_LLM_KEY = 'sk-test-do-not-log-0123456789';

export const startLlmWorld = (): Promise<OutsideWorld> =>
  startOutsideWorld({ zone: LLM_DNS_ZONE, http: LLM_HTTP_FIXTURES });

export function llmAgentDeps(
  world: OutsideWorld,
  llm: ScriptedLlm,
  overrides: Partial<LlmLimits> & { requestTimeoutMs?: number } = {},
): LlmAgentDeps {
  const { requestTimeoutMs = 3000, ...limits } = overrides;
  const dnsServers = [world.dns.address];
  const ports = {
    httpPort: world.http.port,
    httpsPort: Number(world.env.ENRICHMENT_WEBSITE_HTTPS_PORT),
  };
  return {
    model: createChatModel({
      baseUrl: llm.baseUrl,
      apiKey: TEST_LLM_KEY,
      model: 'scripted-model',
      requestTimeoutMs,
      maxOutputTokens: 1000,
    }),
    researchTools: createResearchTools(RESEARCH_TOOL_NAMES, {
      toolTimeoutMs: 1500,
      dnsServers,
      allowPrivateNetworks: true,
      pageMaxBytes: 8 * 1024 * 1024,
      websiteHttpsPort: ports.httpsPort,
      websiteHttpPort: ports.httpPort,
      githubApiUrl: world.http.githubBaseUrl,
      githubToken: null,
      gravatarApiUrl: world.http.gravatarBaseUrl,
    }),
    fetchPage: {
      resolver: createDnsResolver({ servers: dnsServers, timeoutMs: 1000 }),
      allowPrivateNetworks: true,
      ...ports,
      timeoutMs: 1500,
    },
    limits: {
      maxSteps: 6,
      maxTokens: 50_000,
      timeoutMs: 8000,
      maxRetries: 2,
      retryBackoffMs: 20,
      toolTimeoutMs: 2000,
      maxResultChars: 4000,
      ...limits,
    },
    now: () => FIXED_NOW,
  };
}
