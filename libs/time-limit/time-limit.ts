// The one way this codebase bounds work in time: a timer we hold (setTimeout + AbortController)
// and clear as soon as the work ends, joined with an outer signal (a job, a shutdown).
//
// Why not AbortSignal.timeout(ms)? On Node 20 nothing keeps such a signal alive but its
// listeners, and AbortSignal.any() holds its sources only weakly: a garbage collection during the
// run can collect the timeout signal and its limit silently never fires. Here the timer holds
// the controller, and the outer signal's listener holds it too, until dispose() releases both.

/** Time ran out. The reason a TimeLimit aborts with, unless the caller names its own. */
export class TimeoutError extends Error {
  constructor(
    readonly ms: number,
    message = `timed out after ${ms} ms`,
  ) {
    super(message);
    // The web platform's name for a timeout abort reason, so both read alike in logs.
    this.name = 'TimeoutError';
  }
}

export interface TimeLimitOptions {
  /** an outer signal whose abort ends the work too, with the outer reason */
  signal?: AbortSignal;
  /** what the work fails with when time runs out; a TimeoutError by default */
  timeoutError?: () => Error;
}

/** A running time limit. Always dispose() it when the work ends, or its timer runs on. */
export class TimeLimit {
  private readonly controller = new AbortController();
  private readonly timer: NodeJS.Timeout;
  private readonly startedAt = Date.now();
  private readonly outer: AbortSignal | undefined;
  private expired = false;

  constructor(
    readonly ms: number,
    options: TimeLimitOptions = {},
  ) {
    this.outer = options.signal;
    this.timer = setTimeout(() => {
      this.expired = true;
      this.controller.abort(options.timeoutError?.() ?? new TimeoutError(ms));
    }, ms);
    if (this.outer?.aborted) this.controller.abort(this.outer.reason);
    else
      this.outer?.addEventListener('abort', this.onOuterAbort, { once: true });
  }

  /** aborted when time runs out or when the outer signal aborts, whichever comes first */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** true only when this limit's own time ran out (not the outer signal) */
  timedOut(): boolean {
    return this.expired;
  }

  remainingMs(): number {
    return Math.max(0, this.startedAt + this.ms - Date.now());
  }

  /**
   * Settles with `work`, or rejects with the abort reason as soon as the signal aborts: work that
   * ignores its signal still cannot hold the caller past the limit.
   */
  race<T>(work: Promise<T>): Promise<T> {
    work.catch(() => undefined); // a late failure after the limit is nobody's business now
    return untilAborted(this.controller.signal, () => work);
  }

  /** The work is over: stop the clock and let go of the outer signal. */
  dispose(): void {
    clearTimeout(this.timer);
    this.outer?.removeEventListener('abort', this.onOuterAbort);
  }

  private readonly onOuterAbort = () => {
    this.controller.abort(this.outer?.reason);
  };
}

/**
 * Runs `work` under a limit of `ms` and the outer `signal`: the work gets a signal that aborts
 * when either ends, and the call rejects at that moment even if the work ignores it. The timer
 * is cleared when the call settles.
 */
export async function withTimeLimit<T>(
  ms: number,
  work: (signal: AbortSignal) => Promise<T>,
  options: TimeLimitOptions = {},
): Promise<T> {
  const limit = new TimeLimit(ms, options);
  try {
    return await limit.race((async () => work(limit.signal))());
  } finally {
    limit.dispose();
  }
}

/**
 * Settles with `work`, or rejects with the signal's reason as soon as `signal` aborts (its own
 * time limit, a shutdown): work that ignores its signal still cannot hold the caller past it.
 */
export async function untilAborted<T>(
  signal: AbortSignal,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  if (signal.aborted) throw signal.reason;
  let onAbort: (() => void) | undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([work(signal), aborted]);
  } finally {
    signal.removeEventListener('abort', onAbort!);
  }
}
