// How often each fact is found: the share of enriched signups that have it, from a sample of the
// latest ones (reading every enrichment of a large organization for one page would be too slow).
import { FACT_KEYS } from '../../../../../libs/research/fact-keys.js';
import type {
  Enrichment,
  FactKey,
} from '../../../../../libs/research/types.js';

export interface FillRate {
  fact: FactKey;
  /** signups of the sample that have it */
  have: number;
  /** 0–100, rounded */
  percent: number;
}

const present = (value: unknown) =>
  value !== undefined &&
  value !== null &&
  value !== '' &&
  !(Array.isArray(value) && value.length === 0);

/** Each fact's fill rate over these enrichments, most often found first. */
export function fillRates(enrichments: readonly Enrichment[]): FillRate[] {
  if (!enrichments.length) return [];
  return FACT_KEYS.map((fact) => {
    const have = enrichments.filter((e) => present(e[fact])).length;
    return {
      fact,
      have,
      percent: Math.round((100 * have) / enrichments.length),
    };
  }).sort((a, b) => b.have - a.have);
}
