import type { QueueOptions } from 'bull';
import type { AppConfig } from '../../../config/app-config.js';

/**
 * How every process reaches the Bull queue: the service's modules and the admin CLI's producer
 * must agree on Redis, the key prefix and the lock/stall settings, so they come from here.
 */
export function bullQueueOptions(config: AppConfig): QueueOptions {
  const stalled = config.queue.stalledIntervalMs;
  return {
    // Bull accepts a redis:// URL here (it is what BullModule.forRoot has always been given).
    redis: config.redisUrl as QueueOptions['redis'],
    prefix: config.queue.prefix,
    settings: {
      lockDuration: stalled,
      stalledInterval: stalled,
      maxStalledCount: config.queue.maxAttempts,
    },
  };
}
