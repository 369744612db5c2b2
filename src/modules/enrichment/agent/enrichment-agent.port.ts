import type { AgentRunRecord } from '../../../../libs/llm-agent/index.js';
import type {
  EmailSignals,
  Enrichment,
  Intelligence,
} from '../../../../libs/research/index.js';
import type { CompanyContext } from '../../../../libs/research/merge/index.js';
import type { ResearchReport } from '../../../../libs/research/report/index.js';

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

export interface AgentResult {
  enrichment: Enrichment;
  intelligence: Intelligence;
  emailSignals: EmailSignals | null;
  /** how an llm agent ran (usage, tool calls, fallback reason); absent for the keyless agent */
  agentRun?: AgentRunRecord | null;
  /** what each tool was asked and what came of it, and the facts not kept (the full record's `research`) */
  research?: ResearchReport | null;
  /** the parent company and a total's currency (the full record's `company`) */
  company?: CompanyContext | null;
}

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
