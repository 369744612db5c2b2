// Turns every tool's findings into the one `enrichment` object: one value per fact key chosen by
// FACT_PRECEDENCE (never by arrival order), techStack as a cited union, derived facts filling
// gaps, and a confidence score.
import { computeConfidence } from './confidence.js';
import { COMPANY_FACT_KEYS, keepsFact } from '../fact-keys.js';
import { deriveFacts } from './derive.js';
import { compareSources, compareTools } from './merge-precedence.js';
import {
  FACT_KEYS,
  cleanFact,
  comparable,
  nameTokens,
} from './merge-values.js';
import { mergeTechStack } from './merge-tech-stack.js';
import {
  collectObservations,
  instructionsObservation,
} from '../observations.js';
import { parsePersonName } from '../extract/person-name.js';
import {
  refusalOf,
  worksElsewhere,
  type Refusal,
  type VetContext,
} from '../trust/vet-fact.js';
import { researchToolEntry } from '../tools/registry.js';
import type { CompanyContext } from './company-context.js';
import {
  addressDomain,
  companyContext,
  isMailProvider,
  pickSignals,
} from './merge-sources.js';
import type {
  Citation,
  EmailSignals,
  Enrichment,
  EnrichmentFacts,
  Fact,
  FactKey,
  Observation,
  ToolResult,
} from '../types.js';

export interface MergeOutcome {
  enrichment: Enrichment;
  signals: EmailSignals | null;
  /** facts the trust rules refused, with why (for the research report; never shown as facts) */
  refused: RefusedFact[];
  /** what the tools noticed that is no fact (parked domain, ignored instructions) */
  observations: Observation[];
  /** what the record says beside `enrichment` about the company (its parent, a total's currency) */
  company: CompanyContext;
}

export interface RefusedFact {
  key: FactKey;
  tool: string;
  reason: Refusal | 'mail_provider' | 'person_only';
  value?: string | number;
}

interface Candidate {
  fact: Fact;
  tool: string;
  comparable: string;
}

/** firstName/lastName restate fullName: counting them would triple-count one agreement. */
const NOT_AGREEMENT_KEYS: ReadonlySet<FactKey> = new Set([
  'firstName',
  'lastName',
  'techStack',
]);

export function mergeFindings(results: ToolResult[], now: Date): MergeOutcome {
  // A domain whose own site offers addresses to the public is a mail provider: its users get no
  // employer facts, as free-mail users do, and the address flags say so.
  const mailProvider = isMailProvider(results);
  const picked = pickSignals(results);
  const signals =
    picked && mailProvider
      ? { ...picked, isFreeEmail: true, isMailProvider: true }
      : picked;
  const personOnly = Boolean(
    mailProvider || (signals && (signals.isFreeEmail || signals.isDisposable)),
  );
  const refused: RefusedFact[] = [];
  const vet: VetContext = {
    domain: personOnly ? null : addressDomain(results, signals),
  };
  const byKey = collectCandidates(
    results,
    personOnly,
    vet,
    refused,
    mailProvider,
  );
  const kept = new Map<FactKey, Fact>();
  let corroborated = 0;
  let conflicted = 0;

  for (const key of FACT_KEYS) {
    if (key === 'techStack') continue;
    const candidates = consistentWithName(key, byKey.get(key) ?? [], kept);
    const winner = candidates[0];
    if (!winner) continue;
    kept.set(key, winner.fact);
    if (NOT_AGREEMENT_KEYS.has(key)) continue;
    const agreeing = new Set(
      candidates
        .filter((c) => c.comparable === winner.comparable)
        .map((c) => c.tool),
    );
    if (agreeing.size >= 2) corroborated += 1;
    if (candidates.some((c) => c.comparable !== winner.comparable))
      conflicted += 1;
  }

  const techStack = mergeTechStack(
    byKey.get('techStack')?.map((c) => c.fact) ?? [],
  );
  const toolFactKeys = new Set<FactKey>(kept.keys());
  if (techStack) toolFactKeys.add('techStack');
  for (const fact of deriveFacts(kept)) kept.set(fact.key, fact);

  const facts: EnrichmentFacts = {};
  const citations: Record<string, Citation> = {};
  for (const key of FACT_KEYS) {
    const fact = kept.get(key);
    if (fact) {
      (facts as Record<string, unknown>)[key] = fact.value;
      citations[key] = fact.citation;
    }
  }
  if (techStack) {
    facts.techStack = techStack.entries;
    Object.assign(citations, techStack.citations);
  }

  const sources = [
    ...new Set(Object.values(citations).map((c) => c.tool)),
  ].sort(compareSources);
  const enrichment: Enrichment = {
    ...facts,
    citations,
    sources,
    confidence: computeConfidence({ toolFactKeys, corroborated, conflicted }),
    enrichedAt: now.toISOString(),
  };
  return {
    enrichment,
    signals,
    refused,
    company: personOnly ? {} : companyContext(results, kept),
    observations: collectObservations([
      ...(Array.isArray(results) ? results : []),
      ...refusalNotes(refused),
    ]),
  };
}

/** Text addressed to machines in a profile or page is worth a concern, in our words. */
function refusalNotes(refused: RefusedFact[]): ToolResult[] {
  return refused
    .filter((r) => r.reason === 'instructions')
    .map((r) => ({
      tool: r.tool,
      facts: [],
      observations: [instructionsObservation(r.tool, null)],
    }));
}

/** Valid facts grouped by key, each group sorted most-trusted first (order-independent). */
function collectCandidates(
  results: ToolResult[],
  personOnly: boolean,
  vet: VetContext,
  refused: RefusedFact[],
  mailProvider: boolean,
): Map<FactKey, Candidate[]> {
  const byKey = new Map<FactKey, Candidate[]>();
  for (const result of Array.isArray(results) ? results : []) {
    const facts = Array.isArray(result?.facts) ? result.facts : [];
    const source: VetContext = {
      ...vet,
      sourceWorksElsewhere: worksElsewhere(statedEmployer(result, facts), vet),
    };
    // Profiles' company facts answer to the other-employer rule; everything else needs a link.
    const needsLink = researchToolEntry(result?.tool)?.scope !== 'person';
    for (const raw of facts) {
      const fact = cleanFact(raw);
      if (!fact) continue;
      const tool = fact.citation.tool;
      if (!keepsFact(fact.key, personOnly)) {
        refused.push({
          key: fact.key,
          tool,
          reason: mailProvider ? 'mail_provider' : 'person_only',
        });
        continue;
      }
      // The identity rule: a company-scope tool's company fact needs a link to the domain.
      const reason =
        refusalOf(fact.key, fact.value, source) ??
        (needsLink && COMPANY_FACT_KEYS.has(fact.key) && !fact.link
          ? 'no_identity_link'
          : null);
      if (reason) {
        refused.push({
          key: fact.key,
          tool,
          reason,
          ...(reason !== 'instructions' && typeof fact.value !== 'object'
            ? { value: fact.value }
            : {}),
        });
        continue;
      }
      const candidate: Candidate = {
        fact,
        // The citation names the tool that vouches for the fact; sources are built from it too.
        tool: fact.citation.tool,
        comparable: comparable(fact.key, fact.value),
      };
      byKey.set(fact.key, [...(byKey.get(fact.key) ?? []), candidate]);
    }
  }
  for (const [key, candidates] of byKey) {
    candidates.sort(
      (a, b) =>
        compareTools(key, a.tool, b.tool) ||
        compare(a.comparable, b.comparable) ||
        compare(String(a.fact.value), String(b.fact.value)),
    );
  }
  return byKey;
}

/**
 * First and last name come from the chosen fullName when it splits clearly ("Anna van der Berg"
 * -> Anna / van der Berg), citing where the full name came from. Otherwise a tool's first or
 * last name is kept only if it agrees with the full name's words: a name that contradicts it
 * would give "Hi Jane" to Janet Doe. FACT_KEYS puts fullName before first/last.
 */
function consistentWithName(
  key: FactKey,
  candidates: Candidate[],
  kept: ReadonlyMap<FactKey, Fact>,
): Candidate[] {
  const fullName = kept.get('fullName');
  if ((key !== 'firstName' && key !== 'lastName') || !fullName)
    return candidates;
  const part = parsePersonName(fullName.value)?.[key];
  if (part) {
    return [
      {
        fact: { key, value: part, citation: fullName.citation },
        tool: fullName.citation.tool,
        comparable: comparable(key, part),
      },
    ];
  }
  const tokens = nameTokens(String(fullName.value));
  const expected = key === 'firstName' ? tokens[0] : tokens.at(-1);
  return candidates.filter(
    (c) => nameTokens(String(c.fact.value)).join(' ') === expected,
  );
}

/** The employer a person's profile names; company sites and the address name none. */
function statedEmployer(
  result: ToolResult,
  facts: unknown[],
): string | undefined {
  if (researchToolEntry(result?.tool)?.scope !== 'person') return undefined;
  const company = facts
    .map(cleanFact)
    .find((fact) => fact?.key === 'companyName')?.value;
  return typeof company === 'string' ? company : undefined;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
