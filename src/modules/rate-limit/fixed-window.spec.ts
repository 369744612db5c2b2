import { windowRecord } from './fixed-window.js';
import { MemoryRateLimitStorage } from './memory-rate-limit.adapter.js';

describe('windowRecord', () => {
  it.each([
    // hits, msLeft, limit → blocked, seconds left (never 0 while the window is open)
    [1, 60_000, 3, false, 60],
    [3, 59_001, 3, false, 60],
    [4, 12_345, 3, true, 13],
    [2, 1, 1, true, 1],
    [0, 60_000, 3, false, 60],
  ])(
    '%i hits, %i ms left, limit %i: blocked %s, %i s',
    (hits, msLeft, limit, blocked, seconds) => {
      expect(windowRecord(hits, msLeft, limit)).toEqual({
        totalHits: hits,
        timeToExpire: seconds,
        isBlocked: blocked,
        timeToBlockExpire: blocked ? seconds : 0,
      });
    },
  );
});

describe('MemoryRateLimitStorage', () => {
  it('counts per key and opens a new window once the old one has closed', async () => {
    const storage = new MemoryRateLimitStorage();
    const hit = (key: string) => storage.increment(key, 50, 2);
    expect((await hit('a')).totalHits).toBe(1);
    expect((await hit('a')).totalHits).toBe(2);
    expect(await hit('a')).toMatchObject({ totalHits: 3, isBlocked: true });
    expect(await hit('b')).toMatchObject({ totalHits: 1, isBlocked: false });
    await new Promise((r) => setTimeout(r, 60));
    expect(await hit('a')).toMatchObject({ totalHits: 1, isBlocked: false });
  });
});
