// Whether a provider is asked in a run, and for what (docs/providers): the waterfall's decisions,
// apart from the requests and records that carry them out.
import type { ProviderOutcome } from '../providers/provider.js';
import { COMPANY_FACT_KEYS } from '../research/fact-keys.js';
import type { ProviderSkipReason } from '../research/report/research-report.js';
import type { Enrichment, FactKey } from '../research/types.js';
import { missingFacts, personUnknown } from './wanted-facts.js';

/** What the rules read of a provider in an organization's chain. */
export interface ChainedProvider {
  status: 'valid' | 'invalid' | 'paused';
  /** `gaps`: only when a fact the profile uses is missing (or the person unknown); `always` */
  mode: 'gaps' | 'always';
  monthlyBudget: number | null;
  /** spent this month, this run's requests included */
  spend: number;
}

/** A 429 without a Retry-After keeps the provider aside this long (per organization). */
const DEFAULT_RATE_LIMIT_PAUSE_MS = 60_000;

/** Company facts worth a company request in `always` mode, when all are missing. */
const COMPANY_CORE: FactKey[] = [
  'companyName',
  'industry',
  'employeeCount',
  'employeeRange',
];

/** Why the provider is not asked about the person in this run, or null: ask it. */
export function skipReason(
  p: ChainedProvider,
  run: {
    enrichment: Enrichment;
    /** the wanted facts still missing (missingFacts) */
    missing: readonly FactKey[];
    /** a 429 keeps it aside for this organization */
    rateLimited: boolean;
    /** the run's time is up */
    outOfTime: boolean;
  },
): ProviderSkipReason | null {
  if (p.status === 'invalid') return 'invalid_key';
  if (p.status === 'paused') return 'paused';
  if (run.rateLimited) return 'rate_limited';
  if (
    p.mode === 'gaps' &&
    !run.missing.length &&
    !personUnknown(run.enrichment)
  )
    return 'not_needed';
  if (run.outOfTime) return 'no_time';
  return null;
}

/** The monthly budget is spent: no request this month (a kept answer still serves). */
export function budgetSpent(p: ChainedProvider): boolean {
  return p.monthlyBudget !== null && p.spend >= p.monthlyBudget;
}

/** The company facts the profile uses that are still missing, to ask a provider for. */
export function missingCompanyFacts(
  enrichment: Enrichment,
  wanted: readonly FactKey[],
): FactKey[] {
  return missingFacts(enrichment, wanted, false).filter((k) =>
    COMPANY_FACT_KEYS.has(k),
  );
}

/**
 * Whether the company is worth a request after the person: in `always` mode when none of its core
 * facts is known, in `gaps` mode when a company fact the profile uses is missing.
 */
export function wantsCompany(
  mode: ChainedProvider['mode'],
  enrichment: Enrichment,
  companyMissing: readonly FactKey[],
): boolean {
  return mode === 'always'
    ? COMPANY_CORE.every((k) => enrichment[k] === undefined)
    : companyMissing.length > 0;
}

/** An answer after which the provider is not asked again in this run. */
export function endsTurn(outcome: ProviderOutcome): boolean {
  return ['invalid_key', 'out_of_credits', 'rate_limited'].includes(
    outcome.kind,
  );
}

/** How long a 429 keeps the provider aside for the organization. */
export function rateLimitPauseMs(
  outcome: Extract<ProviderOutcome, { kind: 'rate_limited' }>,
): number {
  return outcome.retryAfterMs ?? DEFAULT_RATE_LIMIT_PAUSE_MS;
}
