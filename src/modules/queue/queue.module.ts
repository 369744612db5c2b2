import { DynamicModule, Global, Module } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { BullJobQueue } from './bull-job.queue.js';
import { InProcessJobQueue } from './in-process-job.queue.js';
import { JOB_QUEUE } from './job-queue.port.js';
import { DEFAULT_LINE, JobRegistry } from './job-registry.js';
import { RedisReadiness } from './redis-readiness.js';
import { RetryPolicy } from './retry-policy.js';

/**
 * The job queue every module uses: Bull on Redis when REDIS_URL is set, otherwise the in-process
 * runner. Knows job names and lines, never what a job does: each module registers its own
 * handlers with the JobRegistry.
 */
@Global()
@Module({})
export class QueueModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: QueueModule,
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
              BullJobQueue,
              { provide: JOB_QUEUE, useExisting: BullJobQueue },
              RedisReadiness,
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
