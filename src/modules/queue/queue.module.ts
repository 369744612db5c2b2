import { BullModule, getQueueToken } from '@nestjs/bull';
import { DynamicModule, Global, Module, type Provider } from '@nestjs/common';
import type { Queue } from 'bull';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { BULL_LINES, BullJobQueue } from './bull-job.queue.js';
import { ConsumerReadiness } from './consumer-readiness.js';
import { bullQueueOptions } from './bull-options.js';
import { InProcessJobQueue } from './in-process-job.queue.js';
import { JOB_QUEUE } from './job-queue.port.js';
import { DEFAULT_LINE, JobRegistry } from './job-registry.js';
import { RedisReadiness } from './redis-readiness.js';
import { RetryPolicy } from './retry-policy.js';

/**
 * The job queue every module uses: Bull on Redis (through @nestjs/bull) when REDIS_URL is set,
 * otherwise the in-process runner, and then BullModule is not even imported: no Redis connection
 * is ever attempted. Knows job names and lines, never what a job does: each module registers its
 * own handlers with the JobRegistry.
 */
@Global()
@Module({})
export class QueueModule {
  /**
   * `lines`: every line a module defines jobs in (one Bull queue each). BullJobQueue refuses to
   * start if the JobRegistry uses a line that is missing here.
   */
  static forRoot(
    config: AppConfig,
    lines: readonly string[] = [DEFAULT_LINE],
  ): DynamicModule {
    return {
      module: QueueModule,
      imports: config.redisUrl ? bullModules(lines) : [],
      providers: [
        {
          provide: JobRegistry,
          inject: [APP_CONFIG],
          useFactory: (c: AppConfig) => {
            const registry = new JobRegistry();
            registry.defineLine(DEFAULT_LINE, c.queue.concurrency);
            return registry;
          },
        },
        {
          provide: RetryPolicy,
          inject: [APP_CONFIG],
          useFactory: (c: AppConfig) => RetryPolicy.fromConfig(c),
        },
        ...(config.redisUrl
          ? [
              bullLines(lines),
              BullJobQueue,
              { provide: JOB_QUEUE, useExisting: BullJobQueue },
              RedisReadiness,
              ConsumerReadiness,
            ]
          : [
              InProcessJobQueue,
              { provide: JOB_QUEUE, useExisting: InProcessJobQueue },
            ]),
      ],
      exports: [JobRegistry, JOB_QUEUE],
    };
  }
}

/**
 * Redis, the key prefix and the lock, stall and backoff settings once for every queue
 * (bullQueueOptions, shared with the admin CLI's producer), and one registered queue per line.
 * The queues are BullModule's: it closes them when the application shuts down.
 */
function bullModules(lines: readonly string[]): DynamicModule[] {
  return [
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (c: AppConfig) =>
        bullQueueOptions(c, RetryPolicy.fromConfig(c)),
    }),
    BullModule.registerQueue(...lines.map((name) => ({ name }))),
  ];
}

/** The registered queues by line name, for BullJobQueue. */
function bullLines(lines: readonly string[]): Provider {
  return {
    provide: BULL_LINES,
    inject: lines.map((name) => getQueueToken(name)),
    useFactory: (...queues: Queue[]) =>
      new Map(lines.map((name, i) => [name, queues[i]])),
  };
}
