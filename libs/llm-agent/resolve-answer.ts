// Turns the model's answer into the spec's `enrichment` and `intelligence`, applying the same
// rules as the keyless agent: a fact stays only if it cites a citable call of this run, is found
// in what that call returned, and passes the trust rules (fact-rules.ts); first and last name,
// seniority, department and range are derived as the merge derives them; the analysis is checked
// too (analysis-rules.ts), and what the tools noticed becomes concerns in our words. Facts the
// tools found that the model left out or stated wrongly are kept as the keyless merge keeps them. Citation
// objects are built from the ledger; `sources` and `confidence` are computed, never taken from
// the model.
import {
  instructionsObservation,
  keepsFact,
  type Citation,
  type EmailSignals,
  type Enrichment,
  type Fact,
  type FactKey,
  type Intelligence,
  type Observation,
} from '../research/index.js';
import { parsePersonName } from '../research/extract/person-name.js';
import { metadataCitation } from '../research/intelligence/index.js';
import {
  comparable,
  computeConfidence,
  deriveFacts,
  mergeFindings,
  type MergeOutcome,
} from '../research/merge/index.js';
import { FACT_MEMBERS, type ModelAnswer } from './answer-schema.js';
import { resolveAnalysis } from './resolve-analysis.js';
import { factProblem, type FactProblem } from './fact-rules.js';
import type { ToolCallLedger } from './tool-call-ledger.js';

export interface ResolvedAnswer {
  enrichment: Enrichment;
  intelligence: Intelligence;
  /** the tools' findings merged as the keyless agent merges them (its refusals, the company context) */
  floor: MergeOutcome;
  /** facts the model stated that were not kept (`techStack.<entry>` for one entry) */
  droppedFacts: string[];
  /** why each was not kept */
  dropReasons: Record<string, FactProblem | 'person_only'>;
}

export interface ResolveContext {
  enrichedAt: string;
  hasMetadata: boolean;
  /** free-mail or disposable address: no company facts */
  personOnly: boolean;
  /** the registrable domain of a corporate address; null otherwise */
  domain: string | null;
  /** the address flags, for merging what the tools found as the keyless agent does */
  signals: EmailSignals;
}

/** Facts that restate another or form a union; they do not count as corroboration. */
const NOT_AGREEMENT: ReadonlySet<FactKey> = new Set([
  'firstName',
  'lastName',
  'techStack',
]);
/** Facts derived from others, as the merge derives them, whatever the model said. */
const DERIVED: ReadonlySet<FactKey> = new Set([
  'firstName',
  'lastName',
  'seniority',
  'department',
  'employeeRange',
]);

export function resolveAnswer(
  answer: ModelAnswer,
  ledger: ToolCallLedger,
  ctx: ResolveContext,
): ResolvedAnswer {
  const { citations: cites = {}, ...stated } = answer.enrichment;
  const kept = new Map<FactKey, Fact>();
  let techStack: {
    entries: string[];
    citations: Record<string, Citation>;
  } | null = null;
  const dropReasons: ResolvedAnswer['dropReasons'] = {};
  const refusedValues: string[] = [];
  const noted: Observation[] = [];
  const drop = (
    name: string,
    reason: FactProblem | 'person_only',
    value: unknown,
    ref?: unknown,
  ) => {
    dropReasons[name] = reason;
    if (typeof value === 'string') refusedValues.push(value);
    const entry = ledger.citable(ref);
    if (reason === 'instructions' && entry)
      noted.push(instructionsObservation(entry.tool, entry.url));
  };

  // What the tools found, merged and vetted as the keyless agent merges it: it fills what the
  // model left out or stated wrongly, so a careless answer never loses a fact the tools proved.
  const floor = mergeFindings(
    [
      { tool: 'email', facts: [], emailSignals: ctx.signals },
      // Every call that answered: a refusal (a mail provider's site) matters even with no facts.
      ...ledger
        .all()
        .filter((e) => e.ok)
        .map((e) => ({
          tool: e.tool,
          facts: e.facts,
          ...(e.report?.refusals ? { refusals: e.report.refusals } : {}),
          ...(e.report?.parent ? { parent: e.report.parent } : {}),
          ...(e.report?.xAccount ? { xAccount: e.report.xAccount } : {}),
        })),
    ],
    new Date(ctx.enrichedAt),
  );
  // A mail provider's address, recognised from its site, is researched as a person only.
  const personOnly = ctx.personOnly || floor.signals?.isMailProvider === true;

  for (const key of FACT_MEMBERS) {
    const value = stated[key];
    if (value === undefined || value === '') continue;
    if (!keepsFact(key, personOnly)) {
      drop(key, 'person_only', value);
      continue;
    }
    if (key === 'techStack') {
      for (const entry of new Set((value as string[]).filter(Boolean))) {
        const ref = cites[`techStack.${entry}`] ?? cites.techStack;
        const problem = factProblem(
          ledger.citable(ref),
          key,
          entry,
          ctx.domain,
        );
        const citation = ledger.citationFor(ref, key, entry);
        if (problem || !citation)
          drop(`techStack.${entry}`, problem ?? 'uncited', entry, ref);
        else {
          techStack ??= { entries: [], citations: {} };
          techStack.entries.push(entry);
          techStack.citations[`techStack.${entry}`] = citation;
          techStack.citations.techStack ??= citation;
        }
      }
      continue;
    }
    if (
      DERIVED.has(key) &&
      !ledger.citable(cites[key])?.facts.some((f) => f.key === key)
    ) {
      // Only a tool's own finding is taken as is; otherwise it is derived below.
      dropReasons[key] = 'not_in_source';
      continue;
    }
    const problem = factProblem(
      ledger.citable(cites[key]),
      key,
      value,
      ctx.domain,
    );
    const citation = ledger.citationFor(cites[key], key, value);
    if (problem || !citation)
      drop(key, problem ?? 'uncited', value, cites[key]);
    else kept.set(key, { key, value, citation } as Fact);
  }

  for (const key of FACT_MEMBERS) {
    const value = floor.enrichment[key];
    const citation = floor.enrichment.citations?.[key];
    if (key === 'techStack' || DERIVED.has(key) || kept.has(key)) continue;
    if (value !== undefined && citation)
      kept.set(key, { key, value, citation } as Fact);
  }
  for (const entry of floor.enrichment.techStack ?? []) {
    const citation = floor.enrichment.citations?.[`techStack.${entry}`];
    if (
      !citation ||
      techStack?.entries.some((e) => e.toLowerCase() === entry.toLowerCase())
    )
      continue;
    techStack ??= { entries: [], citations: {} };
    techStack.entries.push(entry);
    techStack.citations[`techStack.${entry}`] = citation;
    techStack.citations.techStack ??= citation;
  }

  deriveNames(kept);
  for (const fact of deriveFacts(kept)) kept.set(fact.key, fact);

  const enrichment: Record<string, unknown> = {};
  const citations: Record<string, Citation> = {};
  for (const key of FACT_MEMBERS) {
    const fact = kept.get(key);
    if (!fact) continue;
    enrichment[key] = fact.value;
    citations[key] = fact.citation;
  }
  if (techStack) {
    enrichment.techStack = techStack.entries;
    Object.assign(citations, techStack.citations);
  }
  const found = (Object.keys(enrichment) as FactKey[]).filter(
    (k) =>
      !DERIVED.has(k) ||
      !kept.get(k)?.citation.title?.startsWith('Derived from'),
  );
  const corroborated = found.filter(
    (k) =>
      !NOT_AGREEMENT.has(k) && ledger.toolsReporting(k, enrichment[k]) >= 2,
  ).length;
  const result: Enrichment = {
    ...(enrichment as Enrichment),
    citations,
    sources: [...new Set(Object.values(citations).map((c) => c.tool))].sort(),
    confidence: computeConfidence({
      toolFactKeys: new Set(found),
      corroborated,
      conflicted: 0,
    }),
    enrichedAt: ctx.enrichedAt,
  };

  const intelligence = resolveAnalysis(answer.intelligence, ledger, {
    metadataCite: ctx.hasMetadata ? metadataCitation(ctx.enrichedAt) : null,
    observations: [...floor.observations, ...noted],
    refusedValues,
  });

  return {
    enrichment: result,
    intelligence,
    floor,
    ...droppedOf(dropReasons, stated as Record<string, unknown>, enrichment),
  };
}

/**
 * The model's facts that did not make it into the record as it stated them (a derived fact the
 * model got right, such as seniority, is no loss).
 */
function droppedOf(
  reasons: ResolvedAnswer['dropReasons'],
  stated: Record<string, unknown>,
  kept: Record<string, unknown>,
): Pick<ResolvedAnswer, 'droppedFacts' | 'dropReasons'> {
  const dropReasons: ResolvedAnswer['dropReasons'] = {};
  for (const [name, reason] of Object.entries(reasons)) {
    const key = name as FactKey;
    const same =
      !name.startsWith('techStack.') &&
      kept[key] !== undefined &&
      comparable(key, kept[key]) === comparable(key, stated[key]);
    if (!same) dropReasons[name] = reason;
  }
  return { droppedFacts: Object.keys(dropReasons), dropReasons };
}

/** First and last name from the kept full name, as the keyless merge takes them. */
function deriveNames(kept: Map<FactKey, Fact>): void {
  const fullName = kept.get('fullName');
  if (!fullName) return;
  const parsed = parsePersonName(fullName.value);
  for (const key of ['firstName', 'lastName'] as const) {
    const part = parsed?.[key];
    if (part)
      kept.set(key, { key, value: part, citation: fullName.citation } as Fact);
    else kept.delete(key);
  }
}
