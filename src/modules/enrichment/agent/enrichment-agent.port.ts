import type { EnrichmentOutcome } from '../runs/research-run-state.service.js';

/** What an agent is told about the actor. `metadata` is caller context: data, never instructions. */
export interface ResearchSubject {
  email: string;
  name: string | null;
  source: string | null;
  metadata: Record<string, unknown> | null;
  /**
   * A refresh: every source is read again, none answers from what it kept (passed to each tool
   * as ResearchInput.fresh, for caches of findings to honour).
   */
  fresh?: boolean;
}

/** What an agent found: what the research run records on the actor, as it is. */
export type AgentResult = EnrichmentOutcome;

/**
 * Researches one actor. Must honour `signal` (the job's time limit) and must not throw for
 * "nothing found": an empty result is a valid, low-confidence enrichment.
 */
export interface EnrichmentAgent {
  readonly name: string;
  research(subject: ResearchSubject, signal: AbortSignal): Promise<AgentResult>;
}

/** DI token of the active agent (ENRICHMENT_AGENT). */
export const ENRICHMENT_AGENT = Symbol('ENRICHMENT_AGENT');
