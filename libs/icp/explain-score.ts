// The score in at most two plain sentences: what raised it, then what lowered it. Every known
// reason is named, heaviest first; facts we do not know come last and, past a few, as a count, so
// the reasons a reader can act on are never hidden behind "and N more".
import type { AddressKind } from '../email/address-kind.js';
import { plural } from '../words/index.js';
import {
  describeOutcome,
  isUnknown,
  type RuleOutcome,
} from './describe-outcome.js';

const MAX_UNKNOWN_NAMED = 3;

/** `kind`: the actor's kind of address, which every reason about the address agrees with. */
export function explainScore(
  score: number,
  outcomes: readonly RuleOutcome[],
  kind: AddressKind | null = null,
): string {
  const head = `Score ${score}/100`;
  if (outcomes.length === 0) return `${head}: the profile has no rules.`;
  const raised = listReasons(
    outcomes.filter((o) => o.matched),
    kind,
  );
  const lowered = listReasons(
    outcomes.filter((o) => !o.matched),
    kind,
  );
  if (!lowered) return `${head}: raised by ${raised}. Nothing lowered it.`;
  if (!raised) return `${head}: nothing raised it. Lowered by ${lowered}.`;
  return `${head}: raised by ${raised}. Lowered by ${lowered}.`;
}

// Heaviest first within known and within unknown; the sort is stable, so equal weights keep
// profile order.
function listReasons(
  outcomes: RuleOutcome[],
  kind: AddressKind | null,
): string | null {
  if (outcomes.length === 0) return null;
  const heaviest = [...outcomes].sort((a, b) => b.rule.weight - a.rule.weight);
  const known = heaviest.filter((o) => !isUnknown(o));
  const unknown = heaviest.filter(isUnknown);
  const phrases = [...known, ...unknown.slice(0, MAX_UNKNOWN_NAMED)].map(
    (outcome) => describeOutcome(outcome, kind),
  );
  const more = unknown.length - MAX_UNKNOWN_NAMED;
  if (more > 0)
    phrases.push(`${plural(more, 'more unknown fact', 'more unknown facts')}`);
  return phrases.length === 1
    ? phrases[0]
    : `${phrases.slice(0, -1).join(', ')} and ${phrases[phrases.length - 1]}`;
}
