// The research report: what each tool was asked, what came of it, and which facts were found but
// not kept, with why. A record with few facts then says whether nothing is published about the
// company, a policy refused a source (a parked domain, a mail provider, a hosted platform's
// identity, text addressed to machines), or a source could not be reached (and why: the domain
// does not exist, or our resolver or network failed). Shown on the full record (not the card),
// in the dashboard, `actor:show` and webhooks. Worded by us: never page text.

import type { MissingFact } from './missing-facts.js';

/** A policy under which a source, or part of one, was refused. */
export const REFUSAL_POLICIES = [
  'parked_domain',
  'mail_provider',
  'hosted_platform',
  'instructions',
] as const;
export type RefusalPolicy = (typeof REFUSAL_POLICIES)[number];

export const TOOL_OUTCOMES = [
  'found',
  'nothing_published',
  'refused',
  'unreachable',
  'timed_out',
  'skipped',
] as const;
export type ToolOutcome = (typeof TOOL_OUTCOMES)[number];

export const UNREACHABLE_CAUSES = [
  'nxdomain',
  'dns_failure',
  'connection_failed',
  'http_error',
  'refused_address',
  'error',
] as const;
export type UnreachableCause = (typeof UNREACHABLE_CAUSES)[number];

export const SKIP_REASONS = [
  'disabled',
  'cached_company_research',
  'personal_address',
  'no_domain',
  'not_asked',
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

export interface ToolReport {
  tool: string;
  /** what it was asked, in our words ("the website of acme.test") */
  asked: string;
  outcome: ToolOutcome;
  /** facts the tool reported (before the merge kept or dropped them) */
  facts: number;
  durationMs: number;
  /** policies applied to this tool's source (for `refused`, the one that refused it) */
  policies?: RefusalPolicy[];
  cause?: UnreachableCause;
  skipReason?: SkipReason;
  /** ours: what exactly (the error code, what showed the domain is parked …) */
  detail?: string;
  /** for company research shared by every signup of a domain: when it was done */
  companyResearch?: { researchedAt: string; reused: boolean };
}

export const DROP_REASONS = [
  'other_subject',
  'no_identity_link',
  'placeholder',
  'instructions',
  'other_employer',
  'mail_provider',
  'parked_domain',
  'conflict',
  'not_in_source',
  'uncited',
  'person_only',
  'low_confidence',
  'other_source',
  'not_in_vocabulary',
] as const;
export type DropReason = (typeof DROP_REASONS)[number];

export interface DroppedFact {
  /** a fact key of `enrichment` (or `techStack.<entry>`) */
  key: string;
  tool: string;
  reason: DropReason;
  /** the value, where it is safe to show (never for text addressed to machines) */
  value?: string | number;
  /** whose it is, in our words ("Halvard Group", "names Halvard Group", "part of") */
  subject?: string;
}

export const PROVIDER_OUTCOMES = [
  'match',
  'no_match',
  'low_confidence',
  'invalid_key',
  'out_of_credits',
  'rate_limited',
  'unavailable',
  'skipped',
] as const;
export type ProviderReportOutcome = (typeof PROVIDER_OUTCOMES)[number];

export const PROVIDER_SKIP_REASONS = [
  'not_needed',
  'budget_spent',
  'invalid_key',
  'paused',
  'rate_limited',
  'no_time',
] as const;
export type ProviderSkipReason = (typeof PROVIDER_SKIP_REASONS)[number];

/** One data provider in one run (the waterfall after keyless research; docs/providers). */
export interface ProviderReport {
  provider: string;
  /** `person` (by the address, and the name when given) or `company` (by the domain) */
  asked: 'person' | 'company';
  outcome: ProviderReportOutcome;
  skipReason?: ProviderSkipReason;
  /** the facts the organization's ICP profile uses that were missing when it was asked */
  missing?: string[];
  /** answered from this organization's kept answer: no request, no cost */
  cached?: boolean;
  recordId?: string | null;
  /** the provider's match confidence on its own scale */
  confidence?: number | null;
  retrievedAt?: string;
  /** facts the provider reported, and how many the record kept */
  facts: number;
  kept: number;
  /** credits (or calls) this run spent */
  cost: number;
  attempts: number;
  durationMs: number;
  /** ours: the status code, the wait asked for */
  detail?: string;
}

export interface ResearchReport {
  /** the agent that ran: `research` (keyless) or `llm` */
  agent: string;
  tools: ToolReport[];
  dropped: DroppedFact[];
  /** the organization's data providers, when it has any (absent otherwise) */
  providers?: ProviderReport[];
  /** why each fact the record could hold stayed empty (missing-facts.ts) */
  missing?: MissingFact[];
}

/** Dropped facts kept in a report at most (a page can name dozens of organizations). */
export const MAX_DROPPED = 40;
