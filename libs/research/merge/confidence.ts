// How much to trust an enrichment record, from how much was found (coverage) and how much of it
// independent tools agree on (agreement).
import type { FactKey } from '../types.js';

/**
 * Coverage slots and their weights (sum 1.00). A slot counts when a TOOL found one of its keys;
 * derived facts (seniority, department, employeeRange from a count) add no information and do
 * not count.
 *
 *   identity: fullName 0.15, title 0.15
 *   company:  companyName 0.15, companyDomain 0.10, companyDescription|industry 0.10,
 *             employeeCount|employeeRange 0.05, techStack 0.05
 *   reach:    linkedinUrl 0.10, githubUsername 0.05, twitterHandle 0.05, location 0.05
 */
export const COVERAGE_SLOTS: ReadonlyArray<{
  keys: FactKey[];
  weight: number;
}> = [
  { keys: ['fullName'], weight: 0.15 },
  { keys: ['title'], weight: 0.15 },
  { keys: ['companyName'], weight: 0.15 },
  { keys: ['companyDomain'], weight: 0.1 },
  { keys: ['companyDescription', 'industry'], weight: 0.1 },
  { keys: ['employeeCount', 'employeeRange'], weight: 0.05 },
  { keys: ['techStack'], weight: 0.05 },
  { keys: ['linkedinUrl'], weight: 0.1 },
  { keys: ['githubUsername'], weight: 0.05 },
  { keys: ['twitterHandle'], weight: 0.05 },
  { keys: ['location'], weight: 0.05 },
];

export interface ConfidenceInput {
  /** keys a tool found and the merge kept (derived facts excluded) */
  toolFactKeys: ReadonlySet<FactKey>;
  /** kept scalar facts whose value >= 2 distinct tools reported (compare ignores case/space) */
  corroborated: number;
  /** kept scalar facts some other tool reported a different value for */
  conflicted: number;
}

/**
 * confidence = round2(clamp01(0.15 + 0.60 * coverage + 0.25 * agreement - 0.05 * min(conflicted, 4)))
 *   coverage  = sum of the weights of the slots above that are filled
 *   agreement = min(corroborated, 3) / 3
 * and 0 when no tool found anything.
 *
 * firstName/lastName restate fullName and techStack is a union, so merge.ts leaves them out of
 * the corroborated/conflicted counts. Monotone: a new corroborating tool raises `corroborated`
 * and nothing else, a new fact only fills slots; only a conflict lowers the score.
 *
 * Worked examples:
 *   email only (jane.doe@acme.com): fullName + companyDomain -> coverage 0.25 ->
 *     0.15 + 0.15 = 0.30
 *   + gravatar "Jane Doe", title, location: coverage 0.45, corroborated 1 (fullName) ->
 *     0.15 + 0.27 + 0.0833 = 0.5033 -> 0.50
 */
export function computeConfidence(input: ConfidenceInput): number {
  if (input.toolFactKeys.size === 0) return 0;
  const coverage = COVERAGE_SLOTS.filter((slot) =>
    slot.keys.some((key) => input.toolFactKeys.has(key)),
  ).reduce((sum, slot) => sum + slot.weight, 0);
  const agreement = Math.min(input.corroborated, 3) / 3;
  const penalty = 0.05 * Math.min(input.conflicted, 4);
  const raw = 0.15 + 0.6 * coverage + 0.25 * agreement - penalty;
  return Math.round(Math.min(1, Math.max(0, raw)) * 100) / 100;
}
