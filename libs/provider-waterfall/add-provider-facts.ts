// A provider's vetted facts join the record: they fill what is missing and never replace a fact
// already kept. Keyless research ran first and its company facts carry an identity link to the
// address's domain; an earlier provider was asked first. A provider value that differs from the
// kept one is shown in the research report (`dropped`, reason `other_source`) beside the kept one.
import {
  COVERAGE_SLOTS,
  comparable,
  departmentFromTitle,
  employeeRangeFor,
  seniorityFromTitle,
} from '../research/merge/index.js';
import type { DroppedFact } from '../research/report/research-report.js';
import type { Citation, Enrichment, FactKey } from '../research/types.js';
import { hasFact } from './wanted-facts.js';
import type { VettedFact } from './vet-provider-facts.js';

export interface Added {
  enrichment: Enrichment;
  kept: number;
  dropped: DroppedFact[];
}

export function addProviderFacts(
  enrichment: Enrichment,
  facts: readonly VettedFact[],
  provider: string,
): Added {
  const next: Enrichment = {
    ...enrichment,
    citations: { ...enrichment.citations },
  };
  const filled: FactKey[] = [];
  const dropped: DroppedFact[] = [];
  for (const fact of facts) {
    if (hasFact(next, fact.key)) {
      if (
        comparable(fact.key, fact.value) !==
        comparable(fact.key, next[fact.key])
      )
        dropped.push({
          key: fact.key,
          tool: provider,
          reason: 'other_source',
          ...(typeof fact.value === 'string' || typeof fact.value === 'number'
            ? { value: fact.value }
            : {}),
          subject: `kept: ${String(next[fact.key])}`.slice(0, 200),
        });
      continue;
    }
    set(next, fact.key, fact.value, fact.citation);
    filled.push(fact.key);
  }
  derive(next, filled);
  if (filled.length) {
    next.sources = [...new Set([...(next.sources ?? []), provider])];
    next.confidence = raisedConfidence(enrichment, filled);
  }
  return { enrichment: next, kept: filled.length, dropped };
}

function set(
  e: Enrichment,
  key: FactKey,
  value: unknown,
  citation: Citation,
): void {
  (e as Record<string, unknown>)[key] = value;
  e.citations![key] = citation;
}

/** Derived facts, as the merge derives them, for what the provider filled. */
function derive(e: Enrichment, filled: FactKey[]): void {
  const citation = (key: FactKey) => e.citations![key];
  if (filled.includes('title') && e.title) {
    const seniority = seniorityFromTitle(e.title);
    if (seniority && !hasFact(e, 'seniority'))
      set(e, 'seniority', seniority, citation('title'));
    const department = departmentFromTitle(e.title);
    if (department && !hasFact(e, 'department'))
      set(e, 'department', department, citation('title'));
  }
  if (
    filled.includes('employeeCount') &&
    e.employeeCount !== undefined &&
    !hasFact(e, 'employeeRange')
  ) {
    const range = employeeRangeFor(e.employeeCount);
    if (range) set(e, 'employeeRange', range, citation('employeeCount'));
  }
}

/**
 * The confidence formula (libs/research/merge/confidence.ts) counts coverage at 0.60 × the
 * weights of filled slots: a provider's facts cover slots as a tool's do.
 */
function raisedConfidence(before: Enrichment, filled: FactKey[]): number {
  const had = (keys: FactKey[]) => keys.some((k) => hasFact(before, k));
  let gain = 0;
  for (const slot of COVERAGE_SLOTS)
    if (!had(slot.keys) && slot.keys.some((k) => filled.includes(k)))
      gain += 0.6 * slot.weight;
  const base = before.confidence ?? 0;
  return Math.round(Math.min(1, base + gain) * 100) / 100;
}
