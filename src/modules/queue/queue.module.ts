import { DynamicModule, Global, Module, type Provider } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logging/logger.port.js';
import type { AppConfig } from '../../config/app-config.js';
import { BullJobQueue } from './bull-queue.adapter.js';
import { GiveUpAfterFailureQueue } from './give-up-after-failure.queue.js';
import { InProcessJobQueue } from './in-process-queue.adapter.js';
import { JOB_QUEUE, type QueueAdapter } from './job-queue.port.js';
import { CHECK_JOB_HANDLERS, JobRegistry } from './job-registry.service.js';
import { JobRunner } from './job-runner.service.js';
import { QueueConsumersWatch } from './queue-consumers.sweep.js';
import { QueueDepthGauge } from './queue-depth.metrics.js';
import { Sweeps, WORKER_ROLES } from './sweeps.service.js';
import { TimeLimitedQueue } from './time-limited.queue.js';

/**
 * The job queue every module uses: Bull on Redis (through @nestjs/bull) when REDIS_URL is set,
 * otherwise the in-process runner, and then Bull is not even loaded: no Redis connection is ever
 * attempted. Owns the lines (lines.ts), the queue's policy over either adapter (TimeLimitedQueue),
 * the running of jobs under their policy (JobRunner), the periodic sweeps (Sweeps.every) and the
 * queue's metrics; knows job names and data, never what a job does: each module handles its own
 * jobs (defineJob, JobRegistry).
 */
@Global()
@Module({})
export class QueueModule {
  /**
   * `checkHandlers`: a service process (AppModule) asks that a worker role refuse to start
   * while a job defined in it has no handler; a test module built of a few modules does not.
   */
  static async forRoot(
    config: AppConfig,
    options: { checkHandlers?: boolean } = {},
  ): Promise<DynamicModule> {
    const bull = config.redisUrl ? await import('./bull-wiring.js') : null;
    return {
      module: QueueModule,
      imports: bull ? bull.bullModules() : [],
      providers: [
        {
          provide: CHECK_JOB_HANDLERS,
          useValue:
            !!options.checkHandlers && WORKER_ROLES.includes(config.role),
        },
        JobRegistry,
        JobRunner,
        Sweeps,
        QueueDepthGauge,
        QueueConsumersWatch,
        ...(bull ? bull.bullQueueParts() : [InProcessJobQueue]),
        jobQueue(config),
      ],
      exports: [JOB_QUEUE, JobRegistry, Sweeps],
    };
  }
}

/**
 * JOB_QUEUE: the adapter under the queue's time limit; the admin CLI's also gives up adding after
 * a first failure.
 */
function jobQueue(config: AppConfig): Provider {
  return {
    provide: JOB_QUEUE,
    inject: [config.redisUrl ? BullJobQueue : InProcessJobQueue, LOGGER],
    useFactory: (adapter: QueueAdapter, logger: Logger) => {
      const queue = new TimeLimitedQueue(
        adapter,
        config.queue.enqueueTimeoutMs,
        logger,
      );
      return config.role === 'cli' ? new GiveUpAfterFailureQueue(queue) : queue;
    },
  };
}
