// Front door of the LLM agent: a language model plans the research with the research tools and
// writes the enrichment and the analysis, under limits of steps, tokens and time, with a record
// of how it ran (usage, tool calls, fallback reason). Framework-free; src/modules/enrichment/agent
// wraps it for Nest.
export {
  runLlmAgent,
  type LlmAgentDeps,
  type LlmAgentOutcome,
  type LlmLimits,
} from './run-llm-agent.js';
export {
  createChatModel,
  type ChatModel,
  type ChatModelOptions,
} from './model-client.js';
export {
  summarizeRun,
  type AgentRunRecord,
  type FallbackReason,
  type TokenUsage,
  type ToolCallRecord,
} from './run-record.js';
export { researchAgentTool } from './tools/research-agent-tool.js';
