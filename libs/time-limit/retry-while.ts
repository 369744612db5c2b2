// Trying again in place while a failure is of a kind that passes (a database restarting), for a
// bounded time, with timers we hold: each wait is a setTimeout cleared on the outer signal's abort.

export interface RetryWhileOptions {
  /** whether a failure is worth waiting out; any other failure is thrown at once */
  retryable: (error: unknown) => boolean;
  /** how long to keep trying from the first failure; after it the last failure is thrown */
  withinMs: number;
  /** first wait between tries, doubling up to `maxDelayMs` */
  firstDelayMs?: number;
  maxDelayMs?: number;
  /** ends the waiting at once, with the signal's reason */
  signal?: AbortSignal;
  /** told of each retryable failure before the wait that follows it */
  onRetry?: (error: unknown, attempt: number) => void;
}

/** `op`, tried again after each retryable failure until it succeeds or `withinMs` has passed. */
export async function retryWhile<T>(
  op: () => Promise<T>,
  options: RetryWhileOptions,
): Promise<T> {
  const { retryable, withinMs, signal } = options;
  const maxDelayMs = options.maxDelayMs ?? 2000;
  let delayMs = options.firstDelayMs ?? 100;
  let deadline: number | null = null;
  for (let attempt = 1; ; attempt++) {
    signal?.throwIfAborted();
    try {
      return await op();
    } catch (error) {
      if (!retryable(error)) throw error;
      deadline ??= Date.now() + withinMs;
      const left = deadline - Date.now();
      if (left <= 0) throw error;
      options.onRetry?.(error, attempt);
      await delay(Math.min(delayMs, left), signal);
      delayMs = Math.min(delayMs * 2, maxDelayMs);
    }
  }
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts (timer cleared). */
export function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
