// When a failed delivery is tried again: exponential backoff with jitter, capped, for a fixed
// period after the first attempt (about three days by default), then given up.

export interface RetrySchedule {
  /** wait after the first failed attempt */
  firstDelayMs: number;
  /** no wait is longer than this */
  maxDelayMs: number;
  /** no attempt is scheduled later than this after the first one */
  giveUpAfterMs: number;
}

/** ±20 %: receivers that failed together are not all retried in the same second. */
const JITTER = 0.2;

/**
 * The wait after failed attempt number `failedAttempts` (1 = the first): firstDelay × 2^(n−1),
 * capped at maxDelay, times a random factor in [0.8, 1.2). `random` is for tests.
 */
export function retryDelayMs(
  failedAttempts: number,
  schedule: RetrySchedule,
  random: () => number = Math.random,
): number {
  const base = Math.min(
    schedule.firstDelayMs * 2 ** Math.min(failedAttempts - 1, 52),
    schedule.maxDelayMs,
  );
  return Math.round(base * (1 - JITTER + 2 * JITTER * random()));
}

/** The next attempt's time, or null when it would fall past the give-up period. */
export function nextAttemptAt(
  firstAttemptAt: Date,
  failedAttempts: number,
  now: Date,
  schedule: RetrySchedule,
  random: () => number = Math.random,
): Date | null {
  const next = new Date(
    now.getTime() + retryDelayMs(failedAttempts, schedule, random),
  );
  return next.getTime() - firstAttemptAt.getTime() > schedule.giveUpAfterMs
    ? null
    : next;
}
