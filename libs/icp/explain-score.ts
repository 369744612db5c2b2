// The score in at most two plain sentences: what raised it, then what lowered it, heaviest rules
// first, so the reason for a number is readable without opening the profile.
import { describeOutcome, type RuleOutcome } from './describe-outcome.js';

const MAX_ITEMS_PER_SIDE = 3;

export function explainScore(
  score: number,
  outcomes: readonly RuleOutcome[],
): string {
  const head = `Score ${score}/100`;
  if (outcomes.length === 0) return `${head}: the profile has no rules.`;
  const raised = listHeaviest(outcomes.filter((o) => o.matched));
  const lowered = listHeaviest(outcomes.filter((o) => !o.matched));
  if (!lowered) return `${head}: raised by ${raised}. Nothing lowered it.`;
  if (!raised) return `${head}: nothing raised it. Lowered by ${lowered}.`;
  return `${head}: raised by ${raised}. Lowered by ${lowered}.`;
}

// Heaviest first; the sort is stable, so equal weights keep profile order.
function listHeaviest(outcomes: RuleOutcome[]): string | null {
  if (outcomes.length === 0) return null;
  const phrases = [...outcomes]
    .sort((a, b) => b.rule.weight - a.rule.weight)
    .slice(0, MAX_ITEMS_PER_SIDE)
    .map(describeOutcome);
  const more = outcomes.length - phrases.length;
  if (more > 0) return `${phrases.join(', ')} and ${more} more`;
  return phrases.length === 1
    ? phrases[0]
    : `${phrases.slice(0, -1).join(', ')} and ${phrases[phrases.length - 1]}`;
}
