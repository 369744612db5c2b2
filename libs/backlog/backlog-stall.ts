// When a backlog of work counts as stalled: decided from two readings a window apart, so the
// caller owns the clock and the window (a test drives it in seconds, production in a minute).

/** What is waiting at one moment (epoch ms). */
export interface BacklogReading {
  at: number;
  backlog: number;
}

/** The window between two readings, and how much work finished in it. */
export interface BacklogWindow {
  from: BacklogReading;
  to: BacklogReading;
  /** work that finished between `from.at` and `to.at` */
  finished: number;
}

/**
 * "Near zero", relative to demand: fewer finished than this share of what arrived in the window
 * (arrived = finished + the backlog's growth). 8 enrichments a second while 580 signups a second
 * arrive is a stall; 150 a second against the same burst is a backlog being worked off.
 */
export const NEAR_ZERO_SHARE = 0.05;

/**
 * Stalled: work is waiting, the backlog did not shrink over the window, and what finished is near
 * zero against what arrived (nothing at all, when nothing arrived).
 */
export function backlogStalled(window: BacklogWindow): boolean {
  const { from, to, finished } = window;
  const growth = to.backlog - from.backlog;
  if (to.backlog <= 0 || growth < 0) return false;
  const arrived = finished + growth;
  return finished <= NEAR_ZERO_SHARE * arrived;
}
