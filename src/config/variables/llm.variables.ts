import { z } from 'zod';
import { int, url } from './values.js';

// The `llm` agent (`ENRICHMENT_AGENT=llm`): the model server, and what one actor may spend on it.
export const llmVariables = {
  /**
   * OpenAI-compatible API root of the `llm` agent, e.g. `http://localhost:11434/v1` (Ollama);
   * required when `ENRICHMENT_AGENT=llm`.
   */
  LLM_BASE_URL: url(['https', 'http']).optional(),
  /** Bearer key of the model API; optional for local servers. Never logged or stored. */
  LLM_API_KEY: z.string().optional(),
  /**
   * Model name as the server knows it, e.g. `gpt-4o-mini` or `qwen2.5:7b`; required when
   * `ENRICHMENT_AGENT=llm`.
   */
  LLM_MODEL: z.string().min(1).max(200).optional(),
  /** Model requests in one actor's tool loop (the final answer included, the one repair not). */
  LLM_MAX_STEPS: int(8, 1, 50),
  /** Prompt + completion tokens one actor may use, as the server reports them. */
  LLM_MAX_TOKENS: int(60000, 1000, 10_000_000),
  /** Longest single model response, in tokens (sent as `max_completion_tokens`). */
  LLM_MAX_OUTPUT_TOKENS: int(2000, 64, 200_000),
  /**
   * Time for one actor's whole model run, retries and tool calls included; with
   * `ENRICHMENT_TOOL_TIMEOUT_MS` it must fit in `ENRICHMENT_JOB_TIMEOUT_MS` (the fallback needs time
   * too).
   */
  LLM_TIMEOUT_MS: int(20000, 1000, 3_600_000),
  /** Time for one model request; a slower answer counts as a transient error. */
  LLM_REQUEST_TIMEOUT_MS: int(15000, 100, 600_000),
  /** Retries of one model request after 429, 5xx, 408/409, timeouts or connection errors. */
  LLM_MAX_RETRIES: int(3, 0, 10),
  /** First model retry delay; doubles each retry (a longer `Retry-After` wins). */
  LLM_RETRY_BACKOFF_MS: int(1000, 10, 60000),
  /** Characters of one tool result (page text, profile) shown to the model. */
  LLM_MAX_RESULT_CHARS: int(6000, 500, 200_000),
};
