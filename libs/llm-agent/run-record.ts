// What one llm-agent run cost and did, kept with the actor for cost reporting and logged.
// Holds no secrets and no page text: tool names, references, URLs, counts and reasons only.

/** Why a run's own answer was not used and the keyless agent's result was taken instead. */
export type FallbackReason =
  | 'invalid_output' // still not a valid answer after the one repair
  | 'model_error' // the model API failed beyond its retries, or refused the request
  | 'step_limit' // LLM_MAX_STEPS model requests without a final answer
  | 'token_limit' // LLM_MAX_TOKENS used up
  | 'time_limit'; // LLM_TIMEOUT_MS passed

export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
  /** true when the server reported no usage for some response and it was estimated */
  estimated: boolean;
}

export interface ToolCallRecord {
  /** the reference the model cites, e.g. T3 */
  ref: string;
  tool: string;
  ok: boolean;
  /** the page fetched (fetch_page) or the first source a research tool cited */
  url: string | null;
  ms: number;
  /** why it failed or was refused (our own wording, never page text) */
  error?: string;
  /** failed calls: the underlying cause (ENOTFOUND, timeout, HTTP 503 …), see describeCause */
  cause?: string;
}

export interface AgentRunRecord {
  agent: 'llm';
  model: string;
  /** answered = the model's result was used; fallback = the keyless agent's */
  outcome: 'answered' | 'fallback';
  fallbackReason?: FallbackReason;
  fallbackDetail?: string;
  /** model requests in the tool loop */
  steps: number;
  /** HTTP requests to the model API, retries and the repair included */
  modelRequests: number;
  repaired: boolean;
  usage: TokenUsage;
  toolCalls: ToolCallRecord[];
  /** facts the model stated that were not kept (`techStack.<entry>` for one entry) */
  droppedFacts: string[];
  /**
   * why each was not kept: uncited (no citable call of this run), not_in_source (the cited call
   * did not say it), or a trust rule (placeholder, instructions, other_employer, person_only)
   */
  dropReasons?: Record<string, string>;
  ms: number;
  startedAt: string;
}

/** The record in one log line's worth: counts and names, no page text. */
export function summarizeRun(run: AgentRunRecord): Record<string, unknown> {
  return {
    model: run.model,
    outcome: run.outcome,
    ...(run.fallbackReason
      ? {
          fallbackReason: run.fallbackReason,
          fallbackDetail: run.fallbackDetail,
        }
      : {}),
    steps: run.steps,
    modelRequests: run.modelRequests,
    repaired: run.repaired,
    tokens: run.usage,
    toolCalls: run.toolCalls.map(
      (c) => `${c.ref}:${c.tool}:${c.ok ? 'ok' : 'failed'}`,
    ),
    droppedFacts: run.droppedFacts,
    ms: run.ms,
  };
}
