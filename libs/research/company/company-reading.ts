// What counts as shareable company research: the registry's company-scope tools (they read the
// domain's own DNS and website), asked about the domain alone, and of what they report only the
// company facts and the observations about the domain. One place, so nothing about a person can
// reach a finding that other organisations' enrichments reuse.
import { COMPANY_FACT_KEYS } from '../fact-keys.js';
import type { Observation, ResearchInput, ToolResult } from '../types.js';
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
    observations: (result.observations ?? []).filter((o) =>
      DOMAIN_OBSERVATIONS.has(o.kind),
    ),
    // What the research report shows about this lookup: refusals, dropped facts, the parent.
    ...(result.refusals?.length ? { refusals: result.refusals } : {}),
    ...(result.dropped?.length ? { dropped: result.dropped } : {}),
    ...(result.parent ? { parent: result.parent } : {}),
    // The company's own X account (its site's link): public, about the domain.
    ...(result.xAccount ? { xAccount: result.xAccount } : {}),
    // Where the site names its people: URLs on the domain only, never who they name.
    ...(result.peoplePages ? { peoplePages: result.peoplePages } : {}),
    rules: COMPANY_RULES_VERSION,
  };
}

/** Observations about the domain itself (the only kinds a shared reading keeps). */
const DOMAIN_OBSERVATIONS = new Set<Observation['kind']>([
  'parked_domain',
  'instructions_ignored',
  'mail_provider',
  'hosted_platform',
]);

/**
 * The version of the rules a reading was made under. A reading kept under older rules (facts
 * without identity links; 2: without the people pages' URLs; 3: without the X account) is read
 * again rather than reused.
 */
export const COMPANY_RULES_VERSION = 4;

/** Each reading's JSON, taken once however many enrichments it serves. */
const readingTexts = new WeakMap<CompanyReading, string>();

/**
 * A kept reading as the tool's result for one enrichment: a copy, since callers may change theirs.
 * Copied by parsing the reading's JSON (written once per reading), several times cheaper than a
 * structuredClone for every enrichment of a burst at one company.
 */
export function resultFromReading(
  tool: string,
  reading: CompanyReading,
): ToolResult {
  let text = readingTexts.get(reading);
  if (text === undefined) {
    text = JSON.stringify(reading);
    readingTexts.set(reading, text);
  }
  const copy = JSON.parse(text) as CompanyReading;
  return {
    tool,
    facts: copy.facts,
    ...(copy.observations.length ? { observations: copy.observations } : {}),
    ...(copy.refusals?.length ? { refusals: copy.refusals } : {}),
    ...(copy.dropped?.length ? { dropped: copy.dropped } : {}),
    ...(copy.parent ? { parent: copy.parent } : {}),
    ...(copy.xAccount ? { xAccount: copy.xAccount } : {}),
    ...(copy.peoplePages ? { peoplePages: copy.peoplePages } : {}),
  };
}
