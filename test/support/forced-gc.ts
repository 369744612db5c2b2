// Forced garbage collections during a test, for code whose correctness must not depend on what
// the collector keeps alive (time limits above all). `npm test` runs Node with --expose-gc.

type Gc = () => void;

function exposedGc(): Gc {
  const gc = (globalThis as { gc?: Gc }).gc;
  if (typeof gc !== 'function')
    throw new Error(
      'global gc() is missing: run the tests through `npm test`, which starts Node with --expose-gc',
    );
  return gc;
}

/**
 * Collects garbage at once — start the work first, so its first collection falls mid-run,
 * before any of its timers can fire — then every `everyMs` until the returned function is called.
 */
export function collectGarbageEvery(everyMs: number): () => void {
  const gc = exposedGc();
  gc();
  const timer = setInterval(gc, everyMs);
  return () => clearInterval(timer);
}

/** What `promise` did within `ms`: its value, its error, or 'still pending'. */
export async function settledWithin<T>(
  promise: Promise<T>,
  ms: number,
): Promise<
  | { state: 'fulfilled'; value: T }
  | { state: 'rejected'; error: unknown }
  | { state: 'still pending' }
> {
  let timer: NodeJS.Timeout | undefined;
  const watchdog = new Promise<{ state: 'still pending' }>((resolve) => {
    timer = setTimeout(() => resolve({ state: 'still pending' }), ms);
  });
  try {
    return await Promise.race([
      promise.then(
        (value) => ({ state: 'fulfilled' as const, value }),
        (error: unknown) => ({ state: 'rejected' as const, error }),
      ),
      watchdog,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
