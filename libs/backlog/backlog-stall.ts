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
  /**
   * work in the backlog at `to.at` that was already waiting, unchanged, at `from.at`: what
   * waited the whole window
   */
  waitedWholeWindow: number;
}

/**
 * "Near zero", relative to demand: fewer finished than this share of what arrived in the window
 * (arrived = finished + the backlog's growth). 8 enrichments a second while 580 signups a second
 * arrive is a stall; 150 a second against the same burst is a backlog being worked off.
 */
export const NEAR_ZERO_SHARE = 0.05;

/**
 * Stalled: some work waited the whole window, the backlog did not shrink over it, and what
 * finished is near zero against what arrived (nothing at all, when nothing arrived). Work that
 * arrived during the window has not waited a window yet, however little finished meanwhile: on a
 * quiet deployment one fresh signup is not a stall, whatever the window opened on.
 */
export function backlogStalled(window: BacklogWindow): boolean {
  const { from, to, finished, waitedWholeWindow } = window;
  const growth = to.backlog - from.backlog;
  if (to.backlog <= 0 || waitedWholeWindow <= 0 || growth < 0) return false;
  const arrived = finished + growth;
  return finished <= NEAR_ZERO_SHARE * arrived;
}
