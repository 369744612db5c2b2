// Which tool wins when tools disagree, per fact key. Resolving by a fixed table instead of by
// arrival order makes a merge reproducible: the same findings give the same record whichever
// tool finished first. The table is derived from the tool registry (tools/registry.ts): each
// tool ranks itself per fact group there.
import { COMPANY_FACT_KEYS, FACT_KEYS } from '../fact-keys.js';
import { RESEARCH_TOOL_REGISTRY, type FactGroup } from '../tools/registry.js';
import type { FactKey } from '../types.js';

/**
 * Why the registry ranks tools as it does:
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
export function factGroup(key: FactKey): FactGroup {
  if (key === 'companyDomain' || key === 'techStack') return key;
  return COMPANY_FACT_KEYS.has(key) ? 'company' : 'person';
}

/**
 * Per fact key, the tools that rank themselves for it, most trusted first. Tools not listed for
 * a key rank after the listed ones, alphabetically (so even unknown tools resolve
 * deterministically).
 */
export const FACT_PRECEDENCE: Readonly<Record<FactKey, readonly string[]>> =
  Object.fromEntries(
    FACT_KEYS.map((key) => {
      const group = factGroup(key);
      const ranked = RESEARCH_TOOL_REGISTRY.filter(
        (tool) => tool.precedence[group] !== undefined,
      ).sort(
        (a, b) => precedenceRank(a, key, group) - precedenceRank(b, key, group),
      );
      return [key, ranked.map((tool) => tool.name)];
    }),
  ) as unknown as Record<FactKey, readonly string[]>;

function precedenceRank(
  tool: (typeof RESEARCH_TOOL_REGISTRY)[number],
  key: FactKey,
  group: FactGroup,
): number {
  return tool.authorityOn?.includes(key) ? 0 : (tool.precedence[group] ?? 0);
}

/** Order of `enrichment.sources`: the registry's order, unknown tools after, alphabetically. */
export const SOURCE_ORDER: readonly string[] = RESEARCH_TOOL_REGISTRY.map(
  (tool) => tool.name,
);

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
