import { getEventListeners } from 'node:events';
import {
  collectGarbageEvery,
  settledWithin,
} from '../../test/support/forced-gc.js';
import { TimeLimit, TimeoutError, withTimeLimit } from './time-limit.js';

/** Work that never settles and never looks at its signal: the worst a tool can do. */
const never = () => new Promise<never>(() => undefined);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('withTimeLimit', () => {
  it('passes the result through and stops its clock when the work ends', async () => {
    let seen: AbortSignal | undefined;
    const value = await withTimeLimit(50, async (signal) => {
      seen = signal;
      return 42;
    });
    expect(value).toBe(42);
    await sleep(120);
    expect(seen?.aborted).toBe(false);
  });

  it('passes the work’s own failure through, a synchronous throw included', async () => {
    await expect(
      withTimeLimit(1000, () => Promise.reject(new Error('tool broke'))),
    ).rejects.toThrow('tool broke');
    await expect(
      withTimeLimit(1000, () => {
        throw new Error('thrown before any await');
      }),
    ).rejects.toThrow('thrown before any await');
  });

  it('rejects with a TimeoutError at the limit, also when the work ignores its signal', async () => {
    let seen: AbortSignal | undefined;
    const outcome = await settledWithin(
      withTimeLimit(80, (signal) => {
        seen = signal;
        return never();
      }),
      2000,
    );
    expect(outcome).toMatchObject({ state: 'rejected' });
    const { error } = outcome as { error: unknown };
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ name: 'TimeoutError', ms: 80 });
    expect(seen?.aborted).toBe(true);
    expect(seen?.reason).toBe(error);
  });

  it('fails with the caller’s own error when it names one', async () => {
    class JobTookTooLong extends Error {}
    await expect(
      withTimeLimit(20, never, { timeoutError: () => new JobTookTooLong() }),
    ).rejects.toBeInstanceOf(JobTookTooLong);
  });

  it('ends the work with the outer reason when the outer signal aborts first', async () => {
    const job = new AbortController();
    const shutdown = new Error('worker shutting down');
    setTimeout(() => job.abort(shutdown), 30);
    await expect(
      withTimeLimit(5000, never, { signal: job.signal }),
    ).rejects.toBe(shutdown);
  });

  it('does not start work as if time remained when the outer signal is already aborted', async () => {
    const job = new AbortController();
    job.abort(new Error('already cancelled'));
    let seenAborted: boolean | undefined;
    await expect(
      withTimeLimit(
        5000,
        async (signal) => {
          seenAborted = signal.aborted;
          return 'ran';
        },
        { signal: job.signal },
      ),
    ).rejects.toThrow('already cancelled');
    expect(seenAborted).toBe(true);
  });

  it('lets go of the outer signal after every run, so a long-lived job signal does not collect listeners', async () => {
    const job = new AbortController();
    for (let i = 0; i < 50; i++) {
      await withTimeLimit(1000, async () => i, { signal: job.signal });
      await withTimeLimit(10, never, { signal: job.signal }).catch(() => 0);
    }
    expect(getEventListeners(job.signal, 'abort')).toHaveLength(0);
  });
});

describe('TimeLimit', () => {
  it('tells its own expiry from the outer signal’s', async () => {
    const job = new AbortController();
    const mine = new TimeLimit(20, { signal: job.signal });
    const other = new TimeLimit(5000, { signal: job.signal });
    await sleep(60);
    job.abort(new Error('job over'));
    expect(mine.timedOut()).toBe(true);
    expect(mine.signal.reason).toBeInstanceOf(TimeoutError);
    expect(other.timedOut()).toBe(false);
    expect(other.signal.reason).toEqual(new Error('job over'));
    expect(other.remainingMs()).toBeGreaterThan(0);
    mine.dispose();
    other.dispose();
  });
});

// The reason this helper exists: on Node 20 a limit made with AbortSignal.timeout() and joined by
// AbortSignal.any() can be collected before it fires, and the work then runs unbounded.
describe('time limits under forced garbage collection', () => {
  it('every limit fires although collections run throughout', async () => {
    const runs = Array.from({ length: 40 }, (_, i) =>
      withTimeLimit(50 + i * 5, never, {
        signal: new AbortController().signal,
      }),
    );
    const stopCollecting = collectGarbageEvery(10);
    const outcomes = await settledWithin(Promise.allSettled(runs), 3000);
    stopCollecting();
    expect(outcomes.state).toBe('fulfilled');
    const settled = (outcomes as { value: PromiseSettledResult<never>[] })
      .value;
    expect(settled.map((s) => s.status)).toEqual(runs.map(() => 'rejected'));
    for (const s of settled)
      expect((s as PromiseRejectedResult).reason).toBeInstanceOf(TimeoutError);
  });
});
