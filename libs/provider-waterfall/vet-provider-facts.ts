// The trust rules, for a provider's match: its confidence against the organization's minimum,
// and whose company it describes. Every fact kept is cited with the provider, its record id,
// when it was retrieved and the match confidence.
import { registrableDomain } from '../email/email-domain.js';
import type { ProviderOutcome } from '../providers/provider.js';
import { COMPANY_FACT_KEYS } from '../research/fact-keys.js';
import type { DroppedFact } from '../research/report/research-report.js';
import type { Citation, FactKey } from '../research/types.js';
import { meetsMinimum, type ConfidenceScale } from './confidence-scale.js';

export type ProviderMatch = Extract<ProviderOutcome, { kind: 'match' }>;

/** A fact a provider gave that passed the rules, ready for the record. */
export interface VettedFact {
  key: FactKey;
  value: string | number | string[];
  citation: Citation;
}

/**
 * Whose employer the provider named: `this_company` (its domain is the address's), `claim` (a
 * free-mail address: the person's employer, as the provider claims), `other_employer` (another
 * domain than the address's), `unknown` (no domain given, so nothing ties it to the address).
 */
export type EmployerVerdict =
  'this_company' | 'claim' | 'other_employer' | 'unknown' | 'none';

export interface VetInput {
  provider: string;
  label: string;
  match: ProviderMatch;
  /** the address's registrable domain; null for none */
  addressDomain: string | null;
  /** free-mail or disposable */
  personalAddress: boolean;
  minConfidence: number;
  scale: ConfidenceScale | null;
}

export interface Vetted {
  facts: VettedFact[];
  dropped: DroppedFact[];
  employer: EmployerVerdict;
  lowConfidence: boolean;
}

/** Facts that describe the person's place at their employer: not theirs here if it is another's. */
const ROLE_KEYS: ReadonlySet<FactKey> = new Set<FactKey>([
  'title',
  'seniority',
  'department',
]);

export function vetProviderFacts(input: VetInput): Vetted {
  const { match, provider } = input;
  const drop = (
    key: FactKey,
    value: unknown,
    reason: DroppedFact['reason'],
    subject?: string,
  ): DroppedFact => ({
    key,
    tool: provider,
    reason,
    ...(typeof value === 'string' || typeof value === 'number'
      ? { value }
      : {}),
    ...(subject ? { subject } : {}),
  });
  // A word of the provider's that none of our vocabularies holds meets the same rules as a fact,
  // and where a fact would be kept it is dropped instead: a record speaks one vocabulary.
  const untranslated = new Set(match.untranslated ?? []);
  const offered = [...match.facts, ...untranslated];
  if (!meetsMinimum(match.confidence, input.minConfidence, input.scale))
    return {
      facts: [],
      dropped: offered.map((f) => drop(f.key, f.value, 'low_confidence')),
      employer: 'none',
      lowConfidence: true,
    };
  const employer = employerVerdict(input);
  const facts: VettedFact[] = [];
  const dropped: DroppedFact[] = [];
  const employerName = match.facts.find((f) => f.key === 'companyName')?.value;
  for (const fact of offered) {
    const company = COMPANY_FACT_KEYS.has(fact.key);
    if (employer === 'other_employer' && (company || ROLE_KEYS.has(fact.key))) {
      dropped.push(
        drop(
          fact.key,
          fact.value,
          'other_employer',
          subjectOf(employerName, match.employerDomain),
        ),
      );
      continue;
    }
    if (employer === 'unknown' && (company || ROLE_KEYS.has(fact.key))) {
      dropped.push(
        drop(
          fact.key,
          fact.value,
          'no_identity_link',
          subjectOf(employerName, null),
        ),
      );
      continue;
    }
    if (employer === 'claim' && company && fact.key !== 'companyName') {
      dropped.push(drop(fact.key, fact.value, 'person_only'));
      continue;
    }
    // The address's own domain is the company's domain already (the email tool's fact).
    if (fact.key === 'companyDomain') continue;
    if (untranslated.has(fact)) {
      dropped.push(drop(fact.key, fact.value, 'not_in_vocabulary'));
      continue;
    }
    const claimed =
      employer === 'claim' &&
      (fact.key === 'companyName' || ROLE_KEYS.has(fact.key));
    facts.push({
      key: fact.key,
      value: fact.value,
      citation: citationOf(input, claimed),
    });
  }
  return { facts, dropped, employer, lowConfidence: false };
}

function employerVerdict(input: VetInput): EmployerVerdict {
  const { match } = input;
  const named = match.facts.some(
    (f) => COMPANY_FACT_KEYS.has(f.key) || ROLE_KEYS.has(f.key),
  );
  if (!named) return 'none';
  if (input.personalAddress) return 'claim';
  const claimed = match.employerDomain
    ? registrableDomain(match.employerDomain.toLowerCase())
    : null;
  if (!claimed || !input.addressDomain) return 'unknown';
  return claimed === input.addressDomain.toLowerCase()
    ? 'this_company'
    : 'other_employer';
}

function subjectOf(name: unknown, domain: string | null): string | undefined {
  const parts = [typeof name === 'string' ? name : null, domain].filter(
    Boolean,
  );
  return parts.length
    ? `the provider's employer: ${parts.join(', ')}`
    : undefined;
}

/** Provider, record id, retrieved time and confidence, within the spec's citation members. */
function citationOf(input: VetInput, claimed: boolean): Citation {
  const { match, label } = input;
  const record = match.recordId
    ? `record ${match.recordId}`
    : 'a record without id';
  const scale = input.scale ? ` (${input.scale.min}–${input.scale.max})` : '';
  const confidence =
    match.confidence === null
      ? 'matched on the address'
      : `match confidence ${match.confidence}${scale}`;
  const claim = claimed
    ? "; the person's employer as the provider claims it (a free-mail address cannot confirm it)"
    : '';
  return {
    url: null,
    tool: input.provider,
    title: `${label} ${record}, ${confidence}${claim}`,
    retrievedAt: match.retrievedAt,
  };
}
