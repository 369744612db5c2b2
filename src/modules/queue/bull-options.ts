import type { QueueOptions } from 'bull';
import type { AppConfig } from '../../config/app-config.js';
import type { RetryPolicy } from './define-job.js';
import { defaultRetryPolicy, delayAfter } from './retry-policy.js';

/** The name of the retry policy's backoff among Bull's strategies (job option `backoff.type`). */
export const RETRY_BACKOFF = 'retry-policy';

/**
 * How every process reaches the Bull queues: Redis, the key prefix and the lock/stall settings,
 * once. A job's own first delay travels in its `backoff.options` (BullJobQueue.add).
 */
export function bullQueueOptions(config: AppConfig): QueueOptions {
  const stalled = config.queue.stalledIntervalMs;
  const fallback = defaultRetryPolicy(config);
  return {
    // Bull accepts a redis:// URL here (it is what BullModule.forRoot has always been given).
    redis: config.redisUrl as QueueOptions['redis'],
    prefix: config.queue.prefix,
    settings: {
      lockDuration: stalled,
      stalledInterval: stalled,
      maxStalledCount: config.queue.maxAttempts,
      // Bull counts attemptsMade after the failed attempt: 1 after the first, as delayAfter does.
      backoffStrategies: {
        [RETRY_BACKOFF]: (
          attemptsMade: number,
          _err: unknown,
          options: Partial<RetryPolicy> | null,
        ) => delayAfter({ ...fallback, ...options }, attemptsMade),
      },
    },
  };
}
