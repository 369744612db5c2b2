// The research report: what each tool was asked, what came of it, and which facts were found but
// not kept, with why. A record with few facts then says whether nothing is published about the
// company, a policy refused a source (a parked domain, a mail provider, a hosted platform's
// identity, text addressed to machines), or a source could not be reached (and why: the domain
// does not exist, or our resolver or network failed). Shown on the full record (not the card),
// in the dashboard, `actor:show` and webhooks. Worded by us: never page text.

/** A policy under which a source, or part of one, was refused. */
export type RefusalPolicy =
  'parked_domain' | 'mail_provider' | 'hosted_platform' | 'instructions';

export type ToolOutcome =
  /** the tool found `facts` facts (kept or not: see `dropped`) */
  | 'found'
  /** the source answered and holds nothing about this person or company */
  | 'nothing_published'
  /** a policy refused the source (`policy`), and nothing was taken from it */
  | 'refused'
  /** the source could not be reached (`cause`) */
  | 'unreachable'
  /** the tool's time limit ran out */
  | 'timed_out'
  /** the tool did not run (`skipReason`) */
  | 'skipped';

export type UnreachableCause =
  /** the domain does not exist (DNS NXDOMAIN) */
  | 'nxdomain'
  /** our DNS resolver, or the network to it, failed (no answer, SERVFAIL, refused) */
  | 'dns_failure'
  /** the host exists but nothing answered (connection refused, reset) */
  | 'connection_failed'
  /** the source answered with an error status (rate limit, server error) */
  | 'http_error'
  /** the address is one research may not reach (the SSRF guard) */
  | 'refused_address'
  | 'error';

export type SkipReason =
  /** not among ENRICHMENT_TOOLS */
  | 'disabled'
  /** the company's shared research, done earlier, answered (see `companyResearch`) */
  | 'cached_company_research'
  /** a free-mail or disposable address: there is no company domain to research */
  | 'personal_address'
  /** the address has no usable domain */
  | 'no_domain'
  /** the LLM agent's model did not call it */
  | 'not_asked';

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

export type DropReason =
  /** the value is about another organization (a parent, customer, platform, someone quoted) */
  | 'other_subject'
  /** nothing ties its subject to the email's domain */
  | 'no_identity_link'
  /** template or demo content */
  | 'placeholder'
  /** it came from text addressed to machines */
  | 'instructions'
  /** a person's profile names another employer */
  | 'other_employer'
  /** the address is at a mail provider: no employer facts */
  | 'mail_provider'
  /** the source is a parked domain */
  | 'parked_domain'
  /** the source disagreed with itself */
  | 'conflict'
  /** the LLM agent's model stated it, but its cited source does not */
  | 'not_in_source'
  /** the LLM agent's model stated it without citing a call of this run */
  | 'uncited'
  /** a company fact for a free-mail or disposable address */
  | 'person_only';

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

export interface ResearchReport {
  /** the agent that ran: `research` (keyless) or `llm` */
  agent: string;
  tools: ToolReport[];
  dropped: DroppedFact[];
}

/** Dropped facts kept in a report at most (a page can name dozens of organizations). */
export const MAX_DROPPED = 40;
