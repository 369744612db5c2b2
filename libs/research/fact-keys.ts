import type { FactKey } from './types.js';

/**
 * Every fact member of the spec's `enrichment` object and its JSON type: the one list that the
 * merge, the OpenAPI schema and the validators derive from. A Record, so adding a member to
 * EnrichmentFacts does not compile until it is listed here. Order matters to the merge: fullName
 * comes before firstName/lastName so the full name is chosen first.
 */
export const FACT_KINDS: Readonly<
  Record<FactKey, 'string' | 'number' | 'string[]'>
> = {
  fullName: 'string',
  firstName: 'string',
  lastName: 'string',
  title: 'string',
  seniority: 'string',
  department: 'string',
  linkedinUrl: 'string',
  twitterHandle: 'string',
  githubUsername: 'string',
  bio: 'string',
  location: 'string',
  photoUrl: 'string',
  companyName: 'string',
  companyDomain: 'string',
  companyDescription: 'string',
  industry: 'string',
  employeeCount: 'number',
  employeeRange: 'string',
  fundingStage: 'string',
  totalFunding: 'number',
  techStack: 'string[]',
  companyLinkedinUrl: 'string',
  companyLocation: 'string',
};

export const FACT_KEYS = Object.keys(FACT_KINDS) as readonly FactKey[];

/** Facts whose value is a URL: cleaned as one by the merge, refused as a placeholder by trust. */
export const URL_FACT_KEYS: ReadonlySet<FactKey> = new Set<FactKey>([
  'linkedinUrl',
  'companyLinkedinUrl',
  'photoUrl',
]);

/**
 * Facts about an employer. A free-mail or disposable signup is researched as a person only: its
 * domain belongs to a mail provider, and nothing found about it is taken as the person's company.
 */
export const COMPANY_FACT_KEYS: ReadonlySet<FactKey> = new Set<FactKey>([
  'companyName',
  'companyDomain',
  'companyDescription',
  'industry',
  'employeeCount',
  'employeeRange',
  'fundingStage',
  'totalFunding',
  'companyLinkedinUrl',
  'companyLocation',
  'techStack',
]);

/** Whether a fact may be kept for an actor (see COMPANY_FACT_KEYS). */
export function keepsFact(key: FactKey, personOnly: boolean): boolean {
  return !personOnly || !COMPANY_FACT_KEYS.has(key);
}
