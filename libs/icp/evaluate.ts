// Scores one actor against one profile. Pure: same profile and facts, same result, so rescoring is
// safe to repeat and a score can be checked by hand.
import { addressKind } from '../email/address-kind.js';
import { toExactUnits, percentHalfUp } from './exact-ratio.js';
import type { RuleOutcome } from './describe-outcome.js';
import { explainScore } from './explain-score.js';
import { readField, type IcpSubject } from './icp-fields.js';
import type { IcpProfile } from './icp-profile.js';
import { matchRule } from './match-rule.js';

export type { IcpSubject } from './icp-fields.js';

export interface IcpScoring {
  explanation: string;
  /** rule ids, in profile order */
  matchedRules: string[];
  unmatchedRules: string[];
  /** dimension -> its matched share of ALL weights, 0..100 with one decimal; every dimension listed */
  breakdown: Record<string, number>;
}

export interface IcpResult {
  /** round(100 × Σ matched weights / Σ all weights), half-up, integer 0..100 */
  score: number;
  scoring: IcpScoring;
}

/**
 * Expects a profile accepted by parseIcpProfile. Rounding is exact (see exact-ratio.ts), so the
 * dimension shares may not add up to the score: each is rounded on its own.
 */
export function scoreActor(
  profile: IcpProfile,
  subject: IcpSubject,
): IcpResult {
  const outcomes: RuleOutcome[] = profile.rules.map((rule) => {
    const actual = readField(subject, rule.field);
    return { rule, actual, matched: matchRule(rule, actual) };
  });
  const units = toExactUnits(profile.rules.map((rule) => rule.weight));
  const total = units.reduce((sum, w) => sum + w, 0n);

  let matchedTotal = 0n;
  // A Map then Object.fromEntries, so a dimension named like "__proto__" is still an own key.
  const byDimension = new Map<string, bigint>();
  outcomes.forEach(({ rule, matched }, i) => {
    const earned = matched ? units[i] : 0n;
    matchedTotal += earned;
    byDimension.set(
      rule.dimension,
      (byDimension.get(rule.dimension) ?? 0n) + earned,
    );
  });

  const score = percentHalfUp(matchedTotal, total, 0);
  return {
    score,
    scoring: {
      explanation: explainScore(score, outcomes, addressKind(subject.signals)),
      matchedRules: outcomes.filter((o) => o.matched).map((o) => o.rule.id),
      unmatchedRules: outcomes.filter((o) => !o.matched).map((o) => o.rule.id),
      breakdown: Object.fromEntries(
        [...byDimension].map(([dimension, earned]) => [
          dimension,
          percentHalfUp(earned, total, 1),
        ]),
      ),
    },
  };
}
