import { getEventListeners } from 'node:events';
import { retryWhile } from './retry-while.js';

class Down extends Error {
  readonly code = 'ECONNREFUSED';
}
const retryable = (error: unknown) => error instanceof Down;

/** An operation that fails as unavailable `downFor` times, then answers. */
function flaky(downFor: number) {
  const calls: number[] = [];
  const op = async () => {
    calls.push(Date.now());
    if (calls.length <= downFor) throw new Down('refused');
    return 'answered';
  };
  return { op, calls };
}

describe('retryWhile', () => {
  it('waits out retryable failures and returns the answer, backing off between tries', async () => {
    const { op, calls } = flaky(3);
    const retries: number[] = [];
    await expect(
      retryWhile(op, {
        retryable,
        withinMs: 5000,
        firstDelayMs: 20,
        onRetry: (_, attempt) => retries.push(attempt),
      }),
    ).resolves.toBe('answered');
    expect(calls).toHaveLength(4);
    expect(retries).toEqual([1, 2, 3]);
    // 20, 40, 80 ms between the tries (timers are late, never early)
    expect(calls[3]! - calls[0]!).toBeGreaterThanOrEqual(135);
  });

  it('throws any other failure at once', async () => {
    let calls = 0;
    await expect(
      retryWhile(
        async () => {
          calls++;
          throw new Error('a bug');
        },
        { retryable, withinMs: 5000 },
      ),
    ).rejects.toThrow('a bug');
    expect(calls).toBe(1);
  });

  it('gives up with the last failure once its time is over', async () => {
    const { op, calls } = flaky(Infinity);
    const started = Date.now();
    await expect(
      retryWhile(op, { retryable, withinMs: 150, firstDelayMs: 20 }),
    ).rejects.toBeInstanceOf(Down);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(calls.length).toBeGreaterThanOrEqual(3);
  });

  it('stops waiting when its signal aborts, with the reason, and lets go of the signal', async () => {
    const { op } = flaky(Infinity);
    const controller = new AbortController();
    const waiting = retryWhile(op, {
      retryable,
      withinMs: 60_000,
      firstDelayMs: 10_000,
      signal: controller.signal,
    });
    await new Promise((r) => setTimeout(r, 20));
    controller.abort(new Error('shutting down'));
    await expect(waiting).rejects.toThrow('shutting down');
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });
});
