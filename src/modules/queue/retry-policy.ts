import type { AppConfig } from '../../config/app-config.js';

/**
 * The one retry policy of the job queue, applied by both adapters: a handler that throws is run
 * again up to `attempts` times in all, after `firstDelayMs`, doubling each time (d, 2d, 4d, …).
 * Handlers throw only what is worth another try (a database hiccup, a timeout); anything else
 * they record and return.
 */
export class RetryPolicy {
  constructor(
    readonly attempts: number,
    readonly firstDelayMs: number,
  ) {}

  static fromConfig(config: AppConfig): RetryPolicy {
    return new RetryPolicy(
      config.queue.maxAttempts,
      config.queue.retryBackoffMs,
    );
  }

  /** Whether a job whose attempt number `attempt` (1 = the first) failed runs again. */
  retriesAfter(attempt: number): boolean {
    return attempt < this.attempts;
  }

  /** The wait after failed attempt number `attempt` before the next one. */
  delayAfter(attempt: number): number {
    return this.firstDelayMs * 2 ** (attempt - 1);
  }
}
