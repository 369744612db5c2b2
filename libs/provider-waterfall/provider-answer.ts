// What one provider answer gives the record and the research report: its facts through the
// trust rules (cited, never replacing a kept fact), and the report's line for it.
import type { ProviderOutcome } from '../providers/provider.js';
import type { ProviderId } from '../providers/registry.js';
import type {
  DroppedFact,
  ProviderReport,
} from '../research/report/research-report.js';
import type { Enrichment } from '../research/types.js';
import { addProviderFacts } from './add-provider-facts.js';
import type { ConfidenceScale } from './confidence-scale.js';
import { vetProviderFacts } from './vet-provider-facts.js';

/** What a provider is asked about: the person (by the address) or the company (by the domain). */
export type AskedFor = ProviderReport['asked'];

/** A report line without the request's own measures (attempts, duration). */
export type AnswerLine = Omit<ProviderReport, 'attempts' | 'durationMs'>;

export interface AnswerInput {
  provider: ProviderId;
  /** the provider's name for citations */
  label: string;
  scale: ConfidenceScale | null;
  minConfidence: number;
  asked: AskedFor;
  outcome: ProviderOutcome;
  /** this organization's kept answer: no request, no cost */
  cached: boolean;
  enrichment: Enrichment;
  addressDomain: string | null;
  personalAddress: boolean;
}

export interface TakenAnswer {
  line: AnswerLine;
  enrichment: Enrichment;
  dropped: DroppedFact[];
}

export function takeAnswer(input: AnswerInput): TakenAnswer {
  const { outcome, cached } = input;
  const cost = cached || !('cost' in outcome) ? 0 : outcome.cost;
  const line = {
    provider: input.provider,
    asked: input.asked,
    facts: 0,
    kept: 0,
    cost,
    ...(cached ? { cached } : {}),
  };
  if (outcome.kind !== 'match')
    return {
      line: { ...line, outcome: outcome.kind, ...outcomeDetail(outcome) },
      enrichment: input.enrichment,
      dropped: [],
    };
  const match =
    input.asked === 'company'
      ? {
          ...outcome,
          employerDomain: outcome.employerDomain ?? input.addressDomain,
        }
      : outcome;
  const vetted = vetProviderFacts({
    provider: input.provider,
    label: input.label,
    match,
    addressDomain: input.addressDomain,
    personalAddress: input.personalAddress,
    minConfidence: input.minConfidence,
    scale: input.scale,
  });
  const added = addProviderFacts(
    input.enrichment,
    vetted.facts,
    input.provider,
  );
  return {
    line: {
      ...line,
      outcome: vetted.lowConfidence ? 'low_confidence' : 'match',
      recordId: outcome.recordId,
      confidence: outcome.confidence,
      retrievedAt: outcome.retrievedAt,
      facts: outcome.facts.length,
      kept: added.kept,
    },
    enrichment: added.enrichment,
    dropped: [...vetted.dropped, ...added.dropped],
  };
}

/** A report line for a provider that was not asked (or whose step failed on our side). */
export function blankReport(
  provider: ProviderId,
  asked: AskedFor,
  rest: Pick<ProviderReport, 'outcome'> & Partial<ProviderReport>,
): ProviderReport {
  return {
    provider,
    asked,
    facts: 0,
    kept: 0,
    cost: 0,
    attempts: 0,
    durationMs: 0,
    ...rest,
  };
}

function outcomeDetail(outcome: ProviderOutcome): { detail?: string } {
  switch (outcome.kind) {
    case 'invalid_key':
    case 'out_of_credits':
      return { detail: `HTTP ${outcome.status}` };
    case 'rate_limited':
      return outcome.retryAfterMs === null
        ? {}
        : { detail: `Retry-After ${Math.ceil(outcome.retryAfterMs / 1000)} s` };
    case 'unavailable':
      return { detail: outcome.reason.slice(0, 120) };
    default:
      return {};
  }
}
