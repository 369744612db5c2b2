// The research report of one run: every registered tool's line (run, refused, failed or
// skipped) and the facts found but not kept, from the tools themselves (another subject, a demo
// value) and from the merge (no identity link, a mail provider's address, …).
import type { RefusedFact } from '../merge/merge.js';
import { RESEARCH_TOOL_NAMES } from '../tools/tool-names.js';
import type { ResearchInput, ToolResult } from '../types.js';
import {
  MAX_DROPPED,
  type DroppedFact,
  type ResearchReport,
  type ToolReport,
} from './research-report.js';
import { disabledToolReport } from './tool-report.js';

export function buildResearchReport(options: {
  agent: string;
  input: ResearchInput;
  /** the lines of the tools that ran (any order) */
  ran: readonly ToolReport[];
  results: readonly ToolResult[];
  refused: readonly RefusedFact[];
  /** more drops (the LLM agent's model's facts) */
  extraDropped?: readonly DroppedFact[];
}): ResearchReport {
  const ran = new Map(options.ran.map((line) => [line.tool, line]));
  const tools = [
    ...RESEARCH_TOOL_NAMES.map(
      (name) => ran.get(name) ?? disabledToolReport(name, options.input),
    ),
    ...options.ran.filter(
      (line) => !(RESEARCH_TOOL_NAMES as readonly string[]).includes(line.tool),
    ),
  ];
  const dropped: DroppedFact[] = [
    ...options.results.flatMap((result) =>
      (result.dropped ?? []).map((d) => ({ ...d, tool: result.tool })),
    ),
    ...options.refused.map((r): DroppedFact => ({
      key: r.key,
      tool: r.tool,
      reason: r.reason,
      ...(r.value !== undefined ? { value: r.value } : {}),
    })),
    ...(options.extraDropped ?? []),
  ];
  return {
    agent: options.agent,
    tools,
    dropped: dedupe(dropped).slice(0, MAX_DROPPED),
  };
}

function dedupe(list: DroppedFact[]): DroppedFact[] {
  const seen = new Set<string>();
  return list.filter((d) => {
    const key = `${d.key} ${d.tool} ${d.reason} ${d.value ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
