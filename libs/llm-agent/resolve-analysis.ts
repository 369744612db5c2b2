// The model's analysis, resolved like its facts: each member's citations are built from the
// ledger (or the ingest metadata), the rules of analysis-rules.ts drop what addresses machines,
// repeats it or names a refused fact, and what the tools noticed is added as concerns in our
// words, as the keyless agent adds them.
import {
  collectObservations,
  type Citation,
  type Intelligence,
  type Observation,
} from '../research/index.js';
import { observationConcerns } from '../research/intelligence/index.js';
import { INTELLIGENCE_MEMBERS, type ModelAnswer } from './answer-schema.js';
import { poisonedSentences, vetAnalysis } from './analysis-rules.js';
import type { ToolCallLedger } from './tool-call-ledger.js';

/** The reference an analysis may use for the ingest metadata (it is not a tool call). */
export const METADATA_REF = 'metadata';

export interface AnalysisContext {
  /** the citation of the ingest metadata, when there is any */
  metadataCite: Citation | null;
  /** observations beyond the ledger's (the merged tool facts', refused instructions) */
  observations: readonly Observation[];
  /** values refused as facts in this run */
  refusedValues: readonly string[];
}

export function resolveAnalysis(
  stated: ModelAnswer['intelligence'],
  ledger: ToolCallLedger,
  ctx: AnalysisContext,
): Intelligence {
  const entries = ledger.all();
  const observations = collectObservations([
    ...entries.map((e) => ({ tool: e.tool, observations: e.observations })),
    ...ctx.observations.map((o) => ({ tool: o.tool, observations: [o] })),
  ]);
  const intelligence = vetAnalysis(
    resolveIntelligence(stated, ledger, ctx.metadataCite),
    {
      poisoned: poisonedSentences([
        ...entries.map((e) => e.evidence),
        ...ctx.refusedValues,
      ]),
      refusedValues: ctx.refusedValues,
    },
  ).intelligence;
  const concerns = [
    ...(intelligence.concerns ?? []),
    ...observationConcerns(observations),
  ];
  if (concerns.length) intelligence.concerns = concerns;
  return intelligence;
}

function resolveIntelligence(
  stated: ModelAnswer['intelligence'],
  ledger: ToolCallLedger,
  metadataCite: Citation | null,
): Intelligence {
  const { citations: cites = {}, ...members } = stated;
  const out: Record<string, unknown> = {};
  for (const member of INTELLIGENCE_MEMBERS) {
    const value = (members as Record<string, unknown>)[member];
    const kept = Array.isArray(value) ? value.filter(Boolean) : value;
    if (
      kept !== undefined &&
      kept !== '' &&
      !(Array.isArray(kept) && !kept.length)
    )
      out[member] = kept;
  }
  const citations: Record<string, Citation[]> = {};
  for (const [member, refs] of Object.entries(cites)) {
    if (!(member in out)) continue;
    const resolved = new Map<string, Citation>();
    for (const ref of refs) {
      const citation =
        ref.trim().toLowerCase() === METADATA_REF
          ? metadataCite
          : ledger.citationFor(ref);
      if (citation) resolved.set(JSON.stringify(citation), citation);
    }
    if (resolved.size) citations[member] = [...resolved.values()];
  }
  if (Object.keys(citations).length) out.citations = citations;
  return out as Intelligence;
}
