// A tool as the model sees it: a function definition and what one call returns.
import type {
  Fact,
  Observation,
  ToolContext,
  ToolResult,
} from '../../research/index.js';
import type { ToolScope } from '../../research/tools/index.js';
import type { ToolDefinition } from '../model-client.js';

export interface AgentToolResult {
  /** what the model is shown, inside an untrusted-data block */
  data: unknown;
  /** the page read, or the first source a research tool cited */
  url: string | null;
  title?: string;
  /** research tools' facts, with the citations the tools made */
  facts: Fact[];
  /** false when the call found nothing a fact could rest on */
  citable: boolean;
  /** what the call showed, for checking that a fact the model states rests on it */
  evidence: string;
  /** whose data it is: the address, a person's profile, or the company's own domain */
  scope: ToolScope;
  observations?: Observation[];
  /**
   * what the research report and the record's company extra need of the call: refusals,
   * dropped facts, the parent, the X account
   */
  report?: Pick<
    ToolResult,
    'refusals' | 'dropped' | 'parent' | 'xAccount' | 'companyResearch'
  >;
}

export interface AgentTool {
  definition: ToolDefinition;
  run(
    args: Record<string, unknown>,
    ctx: ToolContext,
  ): Promise<AgentToolResult>;
}

/** A call we would not make (unknown tool, bad arguments, outside the fetch scope). */
export class ToolRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToolRefusal';
  }
}
