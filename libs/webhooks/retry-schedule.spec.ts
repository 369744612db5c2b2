import {
  nextAttemptAt,
  retryDelayMs,
  type RetrySchedule,
} from './retry-schedule.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// The service's defaults (WEBHOOK_RETRY_* in env-schema.ts), as docs/webhooks.md documents them.
const DEFAULT: RetrySchedule = {
  firstDelayMs: 30_000,
  maxDelayMs: 8 * HOUR,
  giveUpAfterMs: 72 * HOUR,
};
const middle = () => 0.5; // no jitter

describe('retry schedule', () => {
  it('doubles from the first delay up to the cap', () => {
    expect(
      [1, 2, 3, 4, 5, 10, 11, 12, 40].map((n) =>
        retryDelayMs(n, DEFAULT, middle),
      ),
    ).toEqual([
      30_000,
      60_000,
      120_000,
      240_000,
      480_000,
      15_360_000, // 4 h 16 min
      8 * HOUR,
      8 * HOUR,
      8 * HOUR,
    ]);
  });

  it('jitters each wait by ±20 %', () => {
    expect(retryDelayMs(3, DEFAULT, () => 0)).toBe(96_000);
    expect(retryDelayMs(3, DEFAULT, () => 0.999_999)).toBe(144_000);
  });

  it('with the defaults, tries for about three days (18 attempts, the last after 64.5 h) and then gives up', () => {
    const first = new Date('2026-01-01T00:00:00Z');
    let now = first;
    let attempts = 1;
    for (;;) {
      const next = nextAttemptAt(first, attempts, now, DEFAULT, middle);
      if (!next) break;
      now = next;
      attempts++;
    }
    expect(attempts).toBe(18);
    const spanHours = (now.getTime() - first.getTime()) / HOUR;
    expect(spanHours).toBeGreaterThan(64);
    expect(spanHours).toBeLessThanOrEqual(72);
  });
});
