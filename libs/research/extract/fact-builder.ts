// Small helpers so every tool builds facts and citations the same way.
import type { Citation, EnrichmentFacts, Fact, FactKey } from '../types.js';

export function makeFact<K extends FactKey>(
  key: K,
  value: NonNullable<EnrichmentFacts[K]>,
  citation: Citation,
): Fact {
  return { key, value, citation } as Fact;
}

/** Adds a fact only when the value is present (cleaners return undefined for junk). */
export function pushFact<K extends FactKey>(
  facts: Fact[],
  key: K,
  value: EnrichmentFacts[K] | null | undefined,
  citation: Citation,
): void {
  if (value !== undefined && value !== null)
    facts.push(makeFact(key, value, citation));
}
