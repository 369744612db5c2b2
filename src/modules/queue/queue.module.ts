import { DynamicModule, Global, Module, type Provider } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { BullJobQueue } from './bull-job.queue.js';
import { GiveUpAfterFailureQueue } from './give-up-after-failure.queue.js';
import { InProcessJobQueue } from './in-process-job.queue.js';
import { JOB_QUEUE, type JobQueue } from './job-queue.port.js';
import { JobRegistry } from './job-registry.js';
import { JobRunner } from './job-runner.js';
import { QueueConsumersWatch } from './queue-consumers.watch.js';
import { QueueDepthGauge } from './queue-depth.gauge.js';
import { Sweeps } from './sweeps.js';

/**
 * The job queue every module uses: Bull on Redis (through @nestjs/bull) when REDIS_URL is set,
 * otherwise the in-process runner, and then Bull is not even loaded: no Redis connection is ever
 * attempted. Owns the lines (lines.ts), the running of jobs under their policy (JobRunner), the
 * periodic sweeps (Sweeps.every) and the queue's metrics; knows job names and data, never what a
 * job does: each module handles its own jobs (defineJob, JobRegistry).
 */
@Global()
@Module({})
export class QueueModule {
  static async forRoot(config: AppConfig): Promise<DynamicModule> {
    const bull = config.redisUrl ? await import('./bull.wiring.js') : null;
    return {
      module: QueueModule,
      imports: bull ? bull.bullModules() : [],
      providers: [
        JobRegistry,
        JobRunner,
        Sweeps,
        QueueDepthGauge,
        QueueConsumersWatch,
        ...(bull ? bull.bullProviders() : [InProcessJobQueue]),
        jobQueue(config),
      ],
      exports: [JOB_QUEUE, JobRegistry, Sweeps],
    };
  }
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
