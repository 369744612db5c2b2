// Every tool call actually made in one run, with what it returned. It is the only source of
// citations for the model's answer: a reference the ledger does not know, or a call that failed
// or found nothing, cites nothing; url/title/retrievedAt are copied from here, never from the
// model's text.
import { comparable } from '../research/merge/index.js';
import type {
  Citation,
  Fact,
  FactKey,
  Observation,
} from '../research/index.js';
import type { ToolScope } from '../research/tools/index.js';
import type { ToolCallRecord } from './run-record.js';
import type { AgentToolResult } from './tools/agent-tool.js';

export interface LedgerEntry {
  ref: string;
  tool: string;
  ok: boolean;
  error?: string;
  /** a call that failed: its underlying cause (describeCause) */
  cause?: string;
  /** the page fetched, or the first URL a research tool cited */
  url: string | null;
  title?: string;
  retrievedAt: string;
  ms: number;
  /** research tools: their facts, each with the citation the tool made */
  facts: Fact[];
  /** true when the call returned something a fact can rest on */
  citable: boolean;
  /** what the call showed (page text, profile values): a stated fact must be found in it */
  evidence: string;
  scope: ToolScope;
  observations?: Observation[];
  /** for the research report: the call's refusals, dropped facts, parent (AgentToolResult.report) */
  report?: AgentToolResult['report'];
  /** a call that failed: what it threw, for the research report's cause */
  failure?: unknown;
}

export class ToolCallLedger {
  private readonly entries = new Map<string, LedgerEntry>();
  private issued = 0;

  /** A fresh reference, taken before the call runs so parallel calls are numbered in order. */
  reserve(): string {
    this.issued += 1;
    return `T${this.issued}`;
  }

  record(entry: LedgerEntry): void {
    this.entries.set(entry.ref, entry);
  }

  /** The entry of a citable call of this run, or undefined. */
  citable(ref: unknown): LedgerEntry | undefined {
    if (typeof ref !== 'string') return undefined;
    const entry = this.entries.get(ref.trim().toUpperCase());
    return entry?.citable ? entry : undefined;
  }

  all(): LedgerEntry[] {
    return [...this.entries.values()].sort(
      (a, b) => Number(a.ref.slice(1)) - Number(b.ref.slice(1)),
    );
  }

  /**
   * The citation for a fact that names `ref`, or null when `ref` is not a citable call of this
   * run. A research tool that reported the same fact lends that fact's own citation.
   */
  citationFor(ref: unknown, key?: FactKey, value?: unknown): Citation | null {
    if (typeof ref !== 'string') return null;
    const entry = this.entries.get(ref.trim().toUpperCase());
    if (!entry?.citable) return null;
    if (key !== undefined) {
      const same = entry.facts.find(
        (f) =>
          f.key === key &&
          (key === 'techStack'
            ? (f.value as string[]).some(
                (v) => comparable(key, v) === comparable(key, value),
              )
            : comparable(key, f.value) === comparable(key, value)),
      );
      if (same) return { ...same.citation };
    }
    return {
      url: entry.url,
      tool: entry.tool,
      ...(entry.title ? { title: entry.title } : {}),
      retrievedAt: entry.retrievedAt,
    };
  }

  /** How many distinct tools of this run reported this value for this fact. */
  toolsReporting(key: FactKey, value: unknown): number {
    const tools = new Set<string>();
    for (const entry of this.entries.values()) {
      if (
        entry.facts.some(
          (f) =>
            f.key === key &&
            comparable(key, f.value) === comparable(key, value),
        )
      )
        tools.add(entry.tool);
    }
    return tools.size;
  }

  summary(): ToolCallRecord[] {
    return this.all().map(({ ref, tool, ok, url, ms, error, cause }) => ({
      ref,
      tool,
      ok,
      url,
      ms,
      ...(error ? { error } : {}),
      ...(cause ? { cause } : {}),
    }));
  }
}
