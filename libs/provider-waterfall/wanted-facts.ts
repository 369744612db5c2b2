// Which facts a provider would be asked for, in `gaps` mode: those the organization's ICP profile
// reads that research left missing, or anything when the person is unknown.
import { isEnrichmentField } from '../icp/icp-fields.js';
import type { IcpProfile } from '../icp/icp-profile.js';
import { COMPANY_FACT_KEYS } from '../research/fact-keys.js';
import type { Enrichment, FactKey } from '../research/types.js';

/** Enrichment facts the profile's rules read (a profile of `metadata.*` rules reads none). */
export function factsTheProfileUses(profile: IcpProfile | null): FactKey[] {
  if (!profile) return [];
  const keys = new Set<FactKey>();
  for (const rule of profile.rules)
    if (isEnrichmentField(rule.field)) keys.add(rule.field);
  return [...keys];
}

/**
 * The wanted facts still missing. For a free-mail or disposable address a provider can only
 * claim the person's employer (companyName), never the rest of a company: those are not missing,
 * they cannot be had.
 */
export function missingFacts(
  enrichment: Enrichment,
  wanted: readonly FactKey[],
  personalAddress: boolean,
): FactKey[] {
  return wanted.filter(
    (key) =>
      !hasFact(enrichment, key) &&
      (!personalAddress ||
        key === 'companyName' ||
        !COMPANY_FACT_KEYS.has(key)),
  );
}

/** Unknown: research found no name for them (not even from the address). */
export function personUnknown(enrichment: Enrichment): boolean {
  return !hasFact(enrichment, 'fullName');
}

export function hasFact(enrichment: Enrichment, key: FactKey): boolean {
  const value = enrichment[key];
  if (value === undefined || value === null) return false;
  if (Array.isArray(value)) return value.length > 0;
  return value !== '';
}
