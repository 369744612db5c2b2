// Which tool wins when tools disagree, per fact key. Resolving by a fixed table instead of by
// arrival order makes a merge reproducible: the same findings give the same record whichever
// tool finished first.
import type { FactKey } from '../types.js';

/**
 * Per fact key, tools from most to least trusted. Tools not listed for a key rank after the
 * listed ones, alphabetically (so even unknown tools resolve deterministically).
 *
 * Why this order:
 * - Person facts (name, title, bio, location, photo, social handles): a profile the person
 *   filled in (gravatar) beats one they keep for code (github), which beats anything guessed
 *   from the email local part or seen on the company website.
 * - githubUsername: github itself is the authority; gravatar's verified accounts come next.
 * - Company facts (name, description, industry, size, funding, company LinkedIn, location):
 *   the company's own website speaks for the company; a person's profile "company" field is
 *   self-reported and often stale.
 * - companyDomain: the email domain comes first: it is where the person actually receives
 *   mail, while websites redirect to marketing domains for unrelated reasons.
 * - techStack is a union, not a choice: this order only picks which tool's citation (and
 *   spelling) an entry reported by several tools gets.
 * - seniority / department / employeeRange found by a tool use this table; values derived from
 *   title / employeeCount only fill keys that no tool found (see derive.ts).
 */
export const FACT_PRECEDENCE: Readonly<Record<FactKey, readonly string[]>> = {
  fullName: ['gravatar', 'github', 'email'],
  firstName: ['gravatar', 'github', 'email'],
  lastName: ['gravatar', 'github', 'email'],
  title: ['gravatar', 'github', 'website'],
  seniority: ['gravatar', 'github', 'website'],
  department: ['gravatar', 'github', 'website'],
  linkedinUrl: ['gravatar', 'github', 'website'],
  twitterHandle: ['gravatar', 'github', 'website'],
  githubUsername: ['github', 'gravatar', 'website'],
  bio: ['gravatar', 'github'],
  location: ['gravatar', 'github'],
  photoUrl: ['gravatar', 'github'],
  companyName: ['website', 'github', 'gravatar', 'email'],
  companyDomain: ['email', 'website', 'dns', 'github', 'gravatar'],
  companyDescription: ['website', 'github', 'gravatar'],
  industry: ['website'],
  employeeCount: ['website'],
  employeeRange: ['website'],
  fundingStage: ['website'],
  totalFunding: ['website'],
  techStack: ['website', 'dns', 'github', 'gravatar'],
  companyLinkedinUrl: ['website'],
  companyLocation: ['website', 'dns'],
};

/** Order of `enrichment.sources`: the pipeline's order, unknown tools after, alphabetically. */
export const SOURCE_ORDER: readonly string[] = [
  'email',
  'dns',
  'website',
  'gravatar',
  'github',
];

/** Smaller is more trusted. */
export function compareTools(key: FactKey, a: string, b: string): number {
  return compareByList(FACT_PRECEDENCE[key], a, b);
}

export function compareSources(a: string, b: string): number {
  return compareByList(SOURCE_ORDER, a, b);
}

function compareByList(list: readonly string[], a: string, b: string): number {
  const rank = (tool: string): number => {
    const index = list.indexOf(tool);
    return index === -1 ? list.length : index;
  };
  return rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
}
