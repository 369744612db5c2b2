// A tool as the model sees it: a function definition and what one call returns.
import type { Fact, ToolContext } from '../../research/index.js';
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
