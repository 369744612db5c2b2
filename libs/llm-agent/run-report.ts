// The research report of an LLM agent's run: one line per research tool from the calls the model
// made (the last call of each; a tool it never called is skipped as not asked for), one per page
// it fetched, and the facts not kept: the tools' own drops, the merge's, and the model's stated
// facts the rules refused (a company fact without an identity link among them).
import type { RefusedFact } from '../research/merge/index.js';
import {
  askedOf,
  buildResearchReport,
  toolReport,
  type DropReason,
  type DroppedFact,
  type ResearchReport,
  type ToolReport,
} from '../research/report/index.js';
import { RESEARCH_TOOL_NAMES } from '../research/tools/index.js';
import type { ResearchInput, ToolResult } from '../research/index.js';
import type { FactProblem } from './fact-rules.js';
import type { ToolCallLedger } from './tool-call-ledger.js';

export function llmRunReport(options: {
  input: ResearchInput;
  ledger: ToolCallLedger;
  refused: readonly RefusedFact[];
  stated?: Record<string, unknown>;
  dropReasons?: Record<string, FactProblem | 'person_only'>;
}): ResearchReport {
  const { input, ledger } = options;
  const entries = ledger.all();
  const results: ToolResult[] = [];
  const ran: ToolReport[] = [];
  for (const entry of entries) {
    const registered = (RESEARCH_TOOL_NAMES as readonly string[]).includes(
      entry.tool,
    );
    const result: ToolResult | undefined = entry.ok
      ? { tool: entry.tool, facts: entry.facts, ...entry.report }
      : undefined;
    if (result) results.push(result);
    const line = toolReport({
      tool: entry.tool,
      input,
      durationMs: entry.ms,
      ...(result
        ? { result }
        : { error: entry.failure ?? new Error(entry.error) }),
    });
    ran.push(
      registered
        ? line
        : { ...line, asked: `the page ${entry.url ?? '(refused)'}` },
    );
  }
  const called = new Set(entries.map((e) => e.tool));
  for (const name of RESEARCH_TOOL_NAMES)
    if (!called.has(name))
      ran.push({
        tool: name,
        asked: askedOf(name, input),
        outcome: 'skipped',
        facts: 0,
        durationMs: 0,
        skipReason: 'not_asked',
      });
  // The last call of each research tool speaks for it; every page fetched has its own line.
  const lines = new Map<string, ToolReport>();
  const pages: ToolReport[] = [];
  for (const line of ran)
    if ((RESEARCH_TOOL_NAMES as readonly string[]).includes(line.tool))
      lines.set(line.tool, line);
    else pages.push(line);
  return buildResearchReport({
    agent: 'llm',
    input,
    ran: [...lines.values(), ...pages],
    results,
    refused: options.refused,
    extraDropped: modelDrops(options.stated ?? {}, options.dropReasons ?? {}),
  });
}

function modelDrops(
  stated: Record<string, unknown>,
  reasons: Record<string, FactProblem | 'person_only'>,
): DroppedFact[] {
  return Object.entries(reasons).map(([name, reason]) => {
    const value = name.startsWith('techStack.')
      ? name.slice('techStack.'.length)
      : stated[name];
    const shown =
      reason !== 'instructions' &&
      (typeof value === 'string' || typeof value === 'number');
    return {
      key: name,
      tool: 'llm',
      reason: reason as DropReason,
      ...(shown
        ? { value: typeof value === 'string' ? value.slice(0, 200) : value }
        : {}),
    };
  });
}
