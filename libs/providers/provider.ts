// The port between the research waterfall (src/) and the data-provider adapters (here). An
// adapter speaks one provider's documented HTTP API and answers with one of a few outcomes; what
// to do about each outcome (cite, cache, budget, pause, retry) is the caller's decision, not the
// adapter's. Framework-free: no Nest, no database, no retries, no clock of its own.
import type { FactKey } from '../research/types.js';

/** Everything we may send a provider about a person: the email, and the name when given. */
export interface ProviderRequest {
  email: string;
  name?: string;
}

export interface ProviderContext {
  apiKey: string;
  /** the provider's API origin, e.g. https://api.peopledatalabs.com (a loopback server in tests) */
  baseUrl: string;
  /** the whole call, connect to last byte, is bounded by a timer the adapter holds and clears */
  timeLimitMs: number;
  /** ends the call early too (the run's own limit, a shutdown) */
  signal?: AbortSignal;
  /**
   * The organization's minimum match confidence, on the provider's own scale (see
   * ProviderAdapter.confidenceScale). A provider that can filter server-side (PDL's
   * min_likelihood) is asked to, so a weak match is a free no-match; the others' matches are
   * returned as they are and the caller filters.
   */
  minConfidence?: number;
  now: () => Date;
}

export interface ProviderFact {
  key: FactKey;
  value: string | number | string[];
}

export type ProviderOutcome =
  | {
      kind: 'match';
      /** the provider's id for the record, for the citation; null when it gives none */
      recordId: string | null;
      /** the provider's own match confidence on its documented scale; null when it has none */
      confidence: number | null;
      facts: ProviderFact[];
      /**
       * The provider's words for facts of our vocabularies (industry, seniority, department,
       * employee range, funding stage) that do not translate into ours: not facts, reported as
       * dropped. Absent in answers cached before it existed.
       */
      untranslated?: ProviderFact[];
      /**
       * The employer's domain as the provider claims it. Only the caller decides whether this is
       * the signup's company (the email's domain must agree); company facts come with it.
       */
      employerDomain: string | null;
      /** what this answer cost, in the unit the provider bills (ProviderAdapter.billing) */
      cost: number;
      retrievedAt: string;
    }
  | { kind: 'no_match'; cost: number }
  | { kind: 'invalid_key'; status: number }
  | { kind: 'out_of_credits'; status: number }
  | { kind: 'rate_limited'; retryAfterMs: number | null }
  | { kind: 'unavailable'; reason: string };

export type ProviderOutcomeKind = ProviderOutcome['kind'];

export interface ProviderAdapter {
  /** its registry id (a throwaway one in the test that adds a provider) */
  readonly id: string;
  /** the API version and reference page this adapter follows */
  readonly documentedVersion: string;
  /** the unit `cost` is counted in, as the provider bills it */
  readonly billing: 'credits' | 'calls';
  /** the range of `confidence` on matches, or null when the provider reports none */
  readonly confidenceScale: { min: number; max: number } | null;
  enrichPerson(
    req: ProviderRequest,
    ctx: ProviderContext,
  ): Promise<ProviderOutcome>;
  enrichCompany?(
    domain: string,
    ctx: ProviderContext,
  ): Promise<ProviderOutcome>;
}
