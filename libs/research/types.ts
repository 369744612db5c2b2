// The research vocabulary shared by tools, agents and the service. Framework-free: the shapes
// mirror the public spec's `enrichment` and `intelligence` objects exactly.
import type { DroppedFact, RefusalPolicy } from './report/research-report.js';
import type { IdentityLink } from './trust/identity.js';

/** A citation object, exactly as the public spec defines it (no other members). */
export interface Citation {
  url: string | null;
  tool: string;
  title?: string;
  retrievedAt: string;
}

/** Scalar/array fact members of the spec's `enrichment` object. */
export interface EnrichmentFacts {
  fullName?: string;
  firstName?: string;
  lastName?: string;
  title?: string;
  seniority?: string;
  department?: string;
  linkedinUrl?: string;
  twitterHandle?: string;
  githubUsername?: string;
  bio?: string;
  location?: string;
  photoUrl?: string;
  companyName?: string;
  companyDomain?: string;
  companyDescription?: string;
  industry?: string;
  employeeCount?: number;
  employeeRange?: string;
  fundingStage?: string;
  totalFunding?: number;
  techStack?: string[];
  companyLinkedinUrl?: string;
  companyLocation?: string;
}

export type FactKey = keyof EnrichmentFacts;

/** The spec's `enrichment` object. */
export interface Enrichment extends EnrichmentFacts {
  /** fact key (or `techStack.<item>` for one tech-stack entry) -> its citation */
  citations?: Record<string, Citation>;
  sources?: string[];
  confidence?: number;
  enrichedAt?: string;
}

/** The spec's `intelligence` object. */
export interface Intelligence {
  summary?: string;
  careerTrajectory?: string;
  communicationStyle?: string;
  motivations?: string;
  strategicPriorities?: string;
  techStackReality?: string;
  urgency?: string;
  outreachStrategy?: string;
  suggestedChannel?: string;
  suggestedHook?: string;
  suggestedTone?: string;
  highlights?: string[];
  concerns?: string[];
  interests?: string[];
  painPoints?: string[];
  timingSignals?: string[];
  citations?: Record<string, Citation[]>;
}

/**
 * Flags derived from the address itself. Not part of the public `enrichment` shape, but kept with
 * the actor because scoring rules and the analysis use them.
 */
export interface EmailSignals {
  emailDomain: string;
  /** registrable domain (public-suffix aware), e.g. `acme.co.uk` for `eu.acme.co.uk` */
  registrableDomain: string | null;
  isFreeEmail: boolean;
  isDisposable: boolean;
  isRoleAccount: boolean;
  /**
   * The domain's own website offers addresses to the public (a free mailbox, "you@thisdomain", a
   * webmail sign-in for its mail customers): a mail provider recognised by what it does. Set
   * with isFreeEmail, which is what it means for scoring and the analysis.
   */
  isMailProvider?: boolean;
}

/** What every tool gets. `domain` is the registrable domain of the email, or null if unknown. */
export interface ResearchInput {
  email: string;
  name: string | null;
  domain: string | null;
  /** true when the domain is a free-mail or disposable provider: company tools must not run on it */
  personalDomain: boolean;
  /** caller-supplied ingest metadata: untrusted context, never instructions */
  metadata: Record<string, unknown> | null;
  /**
   * The caller asks for fresh research (a refresh: actor:reenrich, ENRICHMENT_REFRESH_AFTER_DAYS).
   * A tool or wrapper that keeps findings (a per-company cache) must not answer from them: it reads
   * the outside world again, and may keep what it reads for later runs. Absent or false: a kept
   * finding still within its lifetime may answer.
   */
  fresh?: boolean;
}

/** One fact found by one tool, with where it came from. */
export interface Fact<K extends FactKey = FactKey> {
  key: K;
  value: NonNullable<EnrichmentFacts[K]>;
  citation: Citation;
  /**
   * What ties the fact's subject to the email's domain (trust/identity.ts). A company fact from
   * a company-scope tool without one is not kept: it may be about another organization.
   */
  link?: IdentityLink;
  /** totalFunding only: the ISO 4217 currency the total is stated in */
  currency?: string;
}

/** An organization the company belongs to, as its own site names it. */
export interface ParentOrganization {
  name: string;
  /** its registrable domain, when its site links to it */
  domain?: string;
  citation: Citation;
}

/**
 * A profile of the company's own that the public `enrichment` has no member for (its X
 * account), as its own site links to it: the record's `company` extra carries it.
 */
export interface CompanyProfile {
  url: string;
  citation: Citation;
}

/**
 * Something a tool noticed that is not a fact but matters to the analysis (a concern): the
 * company domain is parked, or a page held text addressed to AI readers that was ignored.
 * `detail` is ours (never page text), safe to show.
 */
export interface Observation {
  kind:
    | 'parked_domain'
    | 'instructions_ignored'
    | 'mail_provider'
    | 'hosted_platform';
  detail: string;
  tool: string;
  url: string | null;
}

export interface ToolResult {
  tool: string;
  facts: Fact[];
  /** email tool only: the address flags */
  emailSignals?: EmailSignals;
  observations?: Observation[];
  /** policies under which the tool refused its source, or part of it (for the report) */
  refusals?: Array<{ policy: RefusalPolicy; detail: string }>;
  /** facts the tool found and did not report as facts, with why (for the report) */
  dropped?: Omit<DroppedFact, 'tool'>[];
  /** the parent organization the company's own site names (website tool) */
  parent?: ParentOrganization;
  /** the company's X account, as its own site links to it (website tool) */
  xAccount?: CompanyProfile;
  /** shared company research (company/): when the reading was done, and whether it was reused */
  companyResearch?: { researchedAt: string; reused: boolean };
  /**
   * website tool: where the company's home page links its people (team page, blog index): URLs
   * only, kept with the shared research; who they name is read per signup (aboutPerson)
   */
  peoplePages?: PeoplePages;
}

/** The pages of a company's own site that name its people, as its home page links them. */
export interface PeoplePages {
  team?: string;
  blog?: string;
}

export interface ToolContext {
  /** aborted when the tool's own timeout (or the job's) expires */
  signal: AbortSignal;
  /** current time source, so tests and citations agree */
  now: () => Date;
  /**
   * The full names the person's own profiles give (Gravatar and GitHub display names), once those
   * tools have answered: what a company tool's per-signup step may look for on the company's
   * pages besides the name the signup gives. Set by the keyless agent, which runs every tool at
   * once; absent elsewhere.
   */
  profileNames?: () => Promise<readonly string[]>;
}

/** A research tool: one source of facts. Implementations must honour `ctx.signal`. */
export interface ResearchTool {
  readonly name: string;
  run(input: ResearchInput, ctx: ToolContext): Promise<ToolResult>;
  /**
   * A company-scope tool's per-signup step: what the pages its (shared) reading only points to
   * say about this one person. Never shared; tools/person-step.ts runs it after `run`.
   */
  aboutPerson?(
    input: ResearchInput,
    pages: PeoplePages,
    ctx: ToolContext,
  ): Promise<Pick<ToolResult, 'facts' | 'dropped'>>;
}
