// When a destination's pending changes go out, and how many. A burst is sent in full batches as
// they fill (300 signups are 3 HubSpot batches of 100, not 300 requests); what is left goes once
// the burst went quiet, and nothing waits longer than maxWait. A digest destination (Slack) goes
// at most once per minInterval.
import type { Batching } from './destination.js';

export interface PendingSummary {
  /** rows due now */
  due: number;
  oldestChange: Date | null;
  newestChange: Date | null;
  /** the destination's last flush that sent something */
  lastFlushAt: Date | null;
}

export type Readiness =
  | { ready: true; take: number }
  /** not yet: look again at `at` (null: nothing due) */
  | { ready: false; at: Date | null };

export function flushReadiness(
  pending: PendingSummary,
  batching: Batching,
  now: Date,
): Readiness {
  const { due, oldestChange, newestChange } = pending;
  if (due === 0 || !oldestChange || !newestChange)
    return { ready: false, at: null };
  const t = now.getTime();
  const intervalOpensAt = pending.lastFlushAt
    ? pending.lastFlushAt.getTime() + batching.minIntervalMs
    : -Infinity;
  const most = batching.maxRecords * batching.batchesPerRun;
  const quietAt = newestChange.getTime() + batching.quietMs;
  const maxWaitAt = oldestChange.getTime() + batching.maxWaitMs;
  const full = due >= batching.maxRecords;
  const drain = t >= quietAt || t >= maxWaitAt;
  if ((full || drain) && t >= intervalOpensAt) {
    const take = drain
      ? Math.min(due, most)
      : Math.min(
          Math.floor(due / batching.maxRecords) * batching.maxRecords,
          most,
        );
    return { ready: true, take };
  }
  const next = Math.max(Math.min(quietAt, maxWaitAt), intervalOpensAt, t + 1);
  return { ready: false, at: new Date(next) };
}
