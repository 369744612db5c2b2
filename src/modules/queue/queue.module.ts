import { BullModule, getQueueToken } from '@nestjs/bull';
import { DynamicModule, Global, Module, type Provider } from '@nestjs/common';
import type { Queue } from 'bull';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { BULL_LINES, BullJobQueue } from './bull-job.queue.js';
import { bullQueueOptions } from './bull-options.js';
import { InProcessJobQueue } from './in-process-job.queue.js';
import { GiveUpAfterFailureQueue } from './give-up-after-failure.queue.js';
import { JOB_QUEUE, type JobQueue } from './job-queue.port.js';
import { JobRegistry } from './job-registry.js';
import { JobRunner } from './job-runner.js';
import { LINE_NAMES } from './lines.js';
import { QueueConsumersWatch } from './queue-consumers.watch.js';
import { QueueDepthGauge } from './queue-depth.gauge.js';
import { RedisReadiness } from './redis-readiness.js';
import { Sweeps } from './sweeps.js';

/**
 * The job queue every module uses: Bull on Redis (through @nestjs/bull) when REDIS_URL is set,
 * otherwise the in-process runner, and then BullModule is not even imported: no Redis connection
 * is ever attempted. Owns the lines (lines.ts), the running of jobs under their policy
 * (JobRunner), the periodic sweeps (Sweeps.every) and the queue's metrics; knows job names and
 * data, never what a job does: each module handles its own jobs (defineJob).
 */
@Global()
@Module({})
export class QueueModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: QueueModule,
      imports: config.redisUrl ? bullModules() : [],
      providers: [
        JobRegistry,
        JobRunner,
        Sweeps,
        QueueDepthGauge,
        QueueConsumersWatch,
        ...(config.redisUrl
          ? [bullLines(), BullJobQueue, RedisReadiness]
          : [InProcessJobQueue]),
        jobQueue(config),
      ],
      exports: [JOB_QUEUE, JobRegistry, Sweeps],
    };
  }
}

/**
 * Redis, the key prefix and the lock, stall and backoff settings once for every queue
 * (bullQueueOptions), and one registered queue per line. The queues are BullModule's: it closes
 * them when the application shuts down.
 */
function bullModules(): DynamicModule[] {
  return [
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (c: AppConfig) => bullQueueOptions(c),
    }),
    BullModule.registerQueue(...LINE_NAMES.map((name) => ({ name }))),
  ];
}

/** JOB_QUEUE: the adapter (the admin CLI's gives up adding after a first failure). */
function jobQueue(config: AppConfig): Provider {
  const adapter = config.redisUrl ? BullJobQueue : InProcessJobQueue;
  return config.role === 'cli'
    ? {
        provide: JOB_QUEUE,
        inject: [adapter],
        useFactory: (queue: JobQueue) =>
          new GiveUpAfterFailureQueue(queue, config.queue.enqueueTimeoutMs),
      }
    : { provide: JOB_QUEUE, useExisting: adapter };
}

/** The registered queues by line name, for BullJobQueue. */
function bullLines(): Provider {
  return {
    provide: BULL_LINES,
    inject: LINE_NAMES.map((name) => getQueueToken(name)),
    useFactory: (...queues: Queue[]) =>
      new Map(LINE_NAMES.map((name, i) => [name, queues[i]])),
  };
}
