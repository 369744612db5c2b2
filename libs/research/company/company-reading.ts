// What counts as shareable company research: the registry's company-scope tools (they read the
// domain's own DNS and website), asked about the domain alone, and of what they report only the
// company facts and the observations about the domain. One place, so nothing about a person can
// reach a finding that other organisations' enrichments reuse.
import { COMPANY_FACT_KEYS } from '../fact-keys.js';
import type { ResearchInput, ToolResult } from '../types.js';
import type { CompanyReading } from './company-findings.js';

/** The only input a shared lookup gets: the domain, with no address, name or metadata. */
export function companyInput(domain: string): ResearchInput {
  return {
    email: '',
    name: null,
    domain,
    personalDomain: false,
    metadata: null,
  };
}

/** The company facts and domain observations of a tool's result; anything else is dropped. */
export function companyReading(result: ToolResult): CompanyReading {
  return {
    facts: result.facts.filter((fact) => COMPANY_FACT_KEYS.has(fact.key)),
    observations: (result.observations ?? []).filter(
      (o) => o.kind === 'parked_domain' || o.kind === 'instructions_ignored',
    ),
  };
}

/** A kept reading as the tool's result for one enrichment (a copy: callers may change theirs). */
export function resultFromReading(
  tool: string,
  reading: CompanyReading,
): ToolResult {
  const copy = structuredClone(reading);
  return {
    tool,
    facts: copy.facts,
    ...(copy.observations.length ? { observations: copy.observations } : {}),
  };
}
