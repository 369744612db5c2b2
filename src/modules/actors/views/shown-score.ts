import type { ActorViewRow } from '../repositories/actor-statements.js';

/**
 * The score the views show. A scored actor shows its score. An actor awaiting a new score
 * (scoringStatus `pending`) that still holds one is being rescored after an ICP profile change:
 * it keeps showing the score it has, marked stale, until the new one lands — as a refresh keeps
 * the old record. (A first score never leaves one behind: facts and score are recorded together,
 * and a failed or skipped score clears it.) Null: no score to show.
 */
export function shownScore(
  actor: Pick<ActorViewRow, 'score' | 'scoring' | 'scoringStatus'>,
): { score: number; scoring: Record<string, unknown>; stale: boolean } | null {
  if (actor.score === null || actor.scoring === null) return null;
  if (actor.scoringStatus === 'scored')
    return { score: actor.score, scoring: actor.scoring, stale: false };
  if (actor.scoringStatus === 'pending')
    return { score: actor.score, scoring: actor.scoring, stale: true };
  return null;
}
