import type { QueueOptions } from 'bull';
import type { AppConfig } from '../../config/app-config.js';
import type { RetryPolicy } from './retry-policy.js';

/** The name of RetryPolicy's backoff among Bull's strategies (job option `backoff.type`). */
export const RETRY_BACKOFF = 'retry-policy';

/**
 * How every process reaches the Bull queues: the service's modules and the admin CLI's producer
 * must agree on Redis, the key prefix and the lock/stall settings, so they come from here.
 */
export function bullQueueOptions(
  config: AppConfig,
  policy: RetryPolicy,
): QueueOptions {
  const stalled = config.queue.stalledIntervalMs;
  return {
    // Bull accepts a redis:// URL here (it is what BullModule.forRoot has always been given).
    redis: config.redisUrl as QueueOptions['redis'],
    prefix: config.queue.prefix,
    settings: {
      lockDuration: stalled,
      stalledInterval: stalled,
      maxStalledCount: config.queue.maxAttempts,
      // Bull counts attemptsMade after the failed attempt: 1 after the first, as RetryPolicy does.
      backoffStrategies: {
        [RETRY_BACKOFF]: (attemptsMade: number) =>
          policy.delayAfter(attemptsMade),
      },
    },
  };
}
