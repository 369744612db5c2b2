// Turns the model's answer into the spec's `enrichment` and `intelligence`, applying the citation
// rules: a fact stays only if it cites a citable call of this run, and every citation object is
// built from the ledger. `sources` and `confidence` are computed here, never taken from the model.
import {
  keepsFact,
  type Citation,
  type Enrichment,
  type FactKey,
  type Intelligence,
} from '../research/index.js';
import { computeConfidence } from '../research/merge/index.js';
import { metadataCitation } from '../research/intelligence/index.js';
import {
  FACT_MEMBERS,
  INTELLIGENCE_MEMBERS,
  type ModelAnswer,
} from './answer-schema.js';
import type { ToolCallLedger } from './tool-call-ledger.js';

export interface ResolvedAnswer {
  enrichment: Enrichment;
  intelligence: Intelligence;
  droppedFacts: string[];
}

/** Facts that restate another or form a union; they do not count as corroboration. */
const NOT_AGREEMENT: ReadonlySet<FactKey> = new Set([
  'firstName',
  'lastName',
  'techStack',
]);

/** The reference an analysis may use for the ingest metadata (it is not a tool call). */
export const METADATA_REF = 'metadata';

export function resolveAnswer(
  answer: ModelAnswer,
  ledger: ToolCallLedger,
  enrichedAt: string,
  hasMetadata: boolean,
  personOnly = false,
): ResolvedAnswer {
  const { citations: cites = {}, ...stated } = answer.enrichment;
  const enrichment: Record<string, unknown> = {};
  const citations: Record<string, Citation> = {};
  const dropped: string[] = [];

  for (const key of FACT_MEMBERS) {
    const value = stated[key];
    if (value === undefined || value === '') continue;
    if (!keepsFact(key, personOnly)) {
      dropped.push(key);
      continue;
    }
    if (key === 'techStack') {
      const kept: string[] = [];
      for (const entry of new Set((value as string[]).filter(Boolean))) {
        const ref = cites[`techStack.${entry}`] ?? cites.techStack;
        const citation = ledger.citationFor(ref, key, entry);
        if (!citation) dropped.push(`techStack.${entry}`);
        else {
          kept.push(entry);
          citations[`techStack.${entry}`] = citation;
          citations.techStack ??= citation;
        }
      }
      if (kept.length) enrichment.techStack = kept;
      continue;
    }
    const citation = ledger.citationFor(cites[key], key, value);
    if (!citation) dropped.push(key);
    else {
      enrichment[key] = value;
      citations[key] = citation;
    }
  }

  const keys = Object.keys(enrichment) as FactKey[];
  const corroborated = keys.filter(
    (k) =>
      !NOT_AGREEMENT.has(k) && ledger.toolsReporting(k, enrichment[k]) >= 2,
  ).length;
  const result: Enrichment = {
    ...(enrichment as Enrichment),
    citations,
    sources: [...new Set(Object.values(citations).map((c) => c.tool))].sort(),
    confidence: computeConfidence({
      toolFactKeys: new Set(keys),
      corroborated,
      conflicted: 0,
    }),
    enrichedAt,
  };
  return {
    enrichment: result,
    intelligence: resolveIntelligence(
      answer.intelligence,
      ledger,
      hasMetadata ? metadataCitation(enrichedAt) : null,
    ),
    droppedFacts: dropped,
  };
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
