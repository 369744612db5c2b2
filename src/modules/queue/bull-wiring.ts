import { BullModule, getQueueToken } from '@nestjs/bull';
import type { DynamicModule, Provider } from '@nestjs/common';
import type { Queue } from 'bull';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { BULL_LINES, BullJobQueue } from './bull-queue.adapter.js';
import { bullQueueOptions } from './bull-options.js';
import { ConsumerReadiness } from './consumer-readiness.service.js';
import { LINE_NAMES } from './lines.js';
import { RedisReadiness } from './redis-readiness.service.js';

// The queue on Redis, loaded only when REDIS_URL is set (QueueModule.forRoot): a process on the
// embedded default never loads Bull, nor its Redis client.

/**
 * Redis, the key prefix and the lock, stall and backoff settings once for every queue
 * (bullQueueOptions), and one registered queue per line. The queues are BullModule's: it closes
 * them when the application shuts down.
 */
export function bullModules(): DynamicModule[] {
  return [
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (c: AppConfig) => bullQueueOptions(c),
    }),
    BullModule.registerQueue(...LINE_NAMES.map((name) => ({ name }))),
  ];
}

/** The Bull adapter over the registered queues; Redis and this worker's consumer in readiness. */
export function bullQueueParts(): Provider[] {
  return [
    {
      provide: BULL_LINES,
      inject: LINE_NAMES.map((name) => getQueueToken(name)),
      useFactory: (...queues: Queue[]) =>
        new Map(LINE_NAMES.map((name, i) => [name, queues[i]])),
    },
    BullJobQueue,
    RedisReadiness,
    ConsumerReadiness,
  ];
}
