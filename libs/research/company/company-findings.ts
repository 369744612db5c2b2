// What one lookup of a company's public research (one company-scope tool on one registrable
// domain) leaves behind, and the port that keeps it for other runs and other worker processes.
// Only public facts about the domain are ever kept: no organisation, no address, no person.
import type { UnreachableCause } from '../report/research-report.js';
import type { Fact, Observation, ToolResult } from '../types.js';

/** A company-scope tool's findings on a domain, as shared with every later enrichment. */
export interface CompanyReading {
  facts: Fact[];
  observations: Observation[];
  refusals?: ToolResult['refusals'];
  dropped?: ToolResult['dropped'];
  parent?: ToolResult['parent'];
  xAccount?: ToolResult['xAccount'];
  /** the team page and blog index the home page links to: URLs only, no one they name */
  peoplePages?: ToolResult['peoplePages'];
  /** COMPANY_RULES_VERSION of the rules it was read under (absent: before identity links) */
  rules?: number;
}

/**
 * The outcome of one lookup. A failed one (the site never answered) is kept too, briefly
 * (COMPANY_RESEARCH_FAILURE_TTL_MS), so a burst of signups at a hanging site waits for it once,
 * not once per signup.
 */
export type CompanyFinding =
  | { outcome: 'found'; reading: CompanyReading; fetchedAt: number }
  | {
      outcome: 'failed';
      error: {
        timedOut: boolean;
        message: string;
        /** why it was unreachable (research report); absent in findings kept before */
        cause?: UnreachableCause;
      };
      fetchedAt: number;
    };

/**
 * Where findings are kept between runs, and how lookups are claimed so that one process reads
 * the outside world while the others wait for its finding. `untilMs` and `fetchedAt` are epoch
 * milliseconds; a claim not renewed by then is free for anyone (its holder died).
 */
export interface CompanyFindingsStore {
  read(domain: string, tool: string): Promise<CompanyFinding | null>;
  /** Takes (or, with the same token, renews) the claim on a lookup; false if another holds it. */
  claim(
    domain: string,
    tool: string,
    token: string,
    untilMs: number,
  ): Promise<boolean>;
  /** Lets go of the claim if `token` holds it. */
  release(domain: string, tool: string, token: string): Promise<void>;
  /** Replaces the kept finding, and lets go of the claim if `token` holds it. */
  save(
    domain: string,
    tool: string,
    finding: CompanyFinding,
    token: string,
  ): Promise<void>;
}
