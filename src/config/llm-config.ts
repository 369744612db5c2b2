// The `llm` agent's configuration: needed only when ENRICHMENT_AGENT=llm, and then complete, with
// a time that leaves the keyless fallback room inside the job.
import type { Env } from './env-schema.js';

export interface LlmConfig {
  baseUrl: string;
  apiKey: string | null;
  model: string;
  maxSteps: number;
  maxTokens: number;
  maxOutputTokens: number;
  timeoutMs: number;
  requestTimeoutMs: number;
  maxRetries: number;
  retryBackoffMs: number;
  maxResultChars: number;
}

/** What keeps the `llm` agent from running with `c`, each naming the variable to fix. */
export function llmProblems(c: Env): string[] {
  const missing = (['LLM_BASE_URL', 'LLM_MODEL'] as const).filter((n) => !c[n]);
  if (missing.length)
    return missing.map((n) => `${n}: required when ENRICHMENT_AGENT=llm`);
  // A run that falls back to the keyless agent still needs time for its tools inside the job.
  if (
    c.LLM_TIMEOUT_MS + c.ENRICHMENT_TOOL_TIMEOUT_MS >
    c.ENRICHMENT_JOB_TIMEOUT_MS
  )
    return [
      `LLM_TIMEOUT_MS: ${c.LLM_TIMEOUT_MS} + ENRICHMENT_TOOL_TIMEOUT_MS ${c.ENRICHMENT_TOOL_TIMEOUT_MS} must not exceed ENRICHMENT_JOB_TIMEOUT_MS ${c.ENRICHMENT_JOB_TIMEOUT_MS} (the fallback needs time too)`,
    ];
  return [];
}

/** The agent's settings, once llmProblems(c) found none. */
export function llmConfig(c: Env): LlmConfig {
  return {
    baseUrl: c.LLM_BASE_URL!,
    apiKey: c.LLM_API_KEY ?? null,
    model: c.LLM_MODEL!,
    maxSteps: c.LLM_MAX_STEPS,
    maxTokens: c.LLM_MAX_TOKENS,
    maxOutputTokens: c.LLM_MAX_OUTPUT_TOKENS,
    timeoutMs: c.LLM_TIMEOUT_MS,
    requestTimeoutMs: c.LLM_REQUEST_TIMEOUT_MS,
    maxRetries: c.LLM_MAX_RETRIES,
    retryBackoffMs: c.LLM_RETRY_BACKOFF_MS,
    maxResultChars: c.LLM_MAX_RESULT_CHARS,
  };
}
