import { RecentReading } from './recent-reading.js';

describe('RecentReading', () => {
  let now = 0;
  const clock = () => now;

  beforeEach(() => {
    now = 1_000;
  });

  it('reads once per max age, sharing the reading in flight', async () => {
    let reads = 0;
    const reading = new RecentReading(5000, async () => ++reads, clock);
    const [a, b] = await Promise.all([reading.get(), reading.get()]);
    expect([a, b, reads]).toEqual([1, 1, 1]);
    now += 4999;
    await expect(reading.get()).resolves.toBe(1);
    now += 1;
    await expect(reading.get()).resolves.toBe(2);
    expect(reads).toBe(2);
  });

  it('keeps no failed reading: the next caller reads again', async () => {
    let reads = 0;
    const reading = new RecentReading(
      5000,
      async () => {
        reads += 1;
        if (reads === 1) throw new Error('database down');
        return reads;
      },
      clock,
    );
    await expect(reading.get()).rejects.toThrow('database down');
    await expect(reading.get()).resolves.toBe(2);
    await expect(reading.get()).resolves.toBe(2);
  });
});
