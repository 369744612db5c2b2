import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  OnApplicationBootstrap,
} from '@nestjs/common';
import type { Job, Queue } from 'bull';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logging/logger.port.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { queuedJobIds, releaseJobId } from './bull-job-ids.js';
import { RETRY_BACKOFF } from './bull-options.js';
import type { JobData, JobDefinition } from './define-job.js';
import type {
  AddJobOptions,
  QueueAdapter,
  QueueDepth,
} from './job-queue.port.js';
import { JobRegistry } from './job-registry.service.js';
import { JobRunner } from './job-runner.service.js';
import { LINES, type LineName } from './lines.js';
import { retryPolicyOf } from './retry-policy.js';
import { WORKER_ROLES } from './sweeps.service.js';

/** DI token: the Bull queue of each line, by line name (QueueModule registers them). */
export const BULL_LINES = Symbol('BULL_LINES');

/**
 * The job queue on Redis: one Bull queue per line (@nestjs/bull's, which also closes them),
 * producer everywhere, consumer in the worker roles.
 */
@Injectable()
export class BullJobQueue
  implements QueueAdapter, OnApplicationBootstrap, BeforeApplicationShutdown
{
  private readonly started: Array<(queues: Queue[]) => void> = [];
  /** When this process last took a job from each line it consumes (or started consuming it). */
  private readonly lastTaken = new Map<LineName, number>();
  /** Lines whose consumer loop ended with an error: this process takes nothing from them now. */
  private readonly stopped = new Set<LineName>();

  constructor(
    @Inject(BULL_LINES) private readonly lines: ReadonlyMap<LineName, Queue>,
    private readonly registry: JobRegistry,
    private readonly runner: JobRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async add<T extends JobData>(
    job: JobDefinition<T>,
    data: T,
    options: AddJobOptions,
  ): Promise<void> {
    const queue = this.line(job.line);
    const policy = retryPolicyOf(job, this.config);
    // Bull ignores an add whose id has a job in any state: free the id of one no longer queued.
    await releaseJobId(queue, options.jobId);
    await queue.add(job.name, data, {
      jobId: options.jobId,
      ...(options.delayMs ? { delay: options.delayMs } : {}),
      attempts: policy.attempts,
      backoff: {
        type: RETRY_BACKOFF,
        options: { firstDelayMs: policy.firstDelayMs },
      } as never,
      // Finished jobs are removed so that the same job id can be added again later.
      removeOnComplete: true,
      removeOnFail: true,
    });
  }

  queuedAmong<T extends JobData>(
    job: JobDefinition<T>,
    jobIds: readonly string[],
  ) {
    return queuedJobIds(this.line(job.line), jobIds);
  }

  async depth(line: LineName): Promise<QueueDepth> {
    const { waiting, active, delayed } = await this.line(line).getJobCounts();
    return { waiting, active, delayed };
  }

  /** Bull names each consuming connection after the queue; Redis lists them (CLIENT LIST). */
  async consumers(line: LineName): Promise<number> {
    return ((await this.line(line).getWorkers()) ?? []).length;
  }

  /** The Bull queue of one line. */
  line(name: LineName): Queue {
    const queue = this.lines.get(name);
    if (!queue) throw new Error(`no Bull queue for line ${name}`);
    return queue;
  }

  /** Called with every line's queue once the application has started (the Bull dashboard). */
  onStarted(listener: (queues: Queue[]) => void): void {
    this.started.push(listener);
  }

  onApplicationBootstrap(): void {
    for (const listener of this.started) listener([...this.lines.values()]);
    if (!WORKER_ROLES.includes(this.config.role)) return;
    for (const [name, queue] of this.lines) {
      this.lastTaken.set(name, Date.now());
      // One processor for every job name of a line: Bull adds up the concurrency of named
      // processors on a queue and lets any slot take any job, so several would exceed it.
      void queue
        .process('*', LINES[name](this.config), (job: Job) => {
          this.lastTaken.set(name, Date.now());
          return this.runner.run(job.name, job.data as JobData, {
            attempt: job.attemptsMade + 1,
            finalAttempt: job.attemptsMade + 1 >= (job.opts.attempts ?? 1),
          });
        })
        .catch((err: unknown) => {
          this.stopped.add(name);
          this.logger.error({ err, line: name }, 'queue worker stopped');
        });
    }
  }

  /** The lines this process consumes: when it last took a job, and whether it stopped taking. */
  consumption(): Array<{
    line: LineName;
    lastTakenAt: number;
    stopped: boolean;
  }> {
    return [...this.lastTaken].map(([line, lastTakenAt]) => ({
      line,
      lastTakenAt,
      stopped: this.stopped.has(line),
    }));
  }

  /** Stop taking jobs, let in-flight ones finish or hand them back; the queues close after. */
  async beforeApplicationShutdown(): Promise<void> {
    if (!WORKER_ROLES.includes(this.config.role)) return;
    await Promise.all(
      [...this.lines.values()].map((q) =>
        q.pause(true, true).catch(() => undefined),
      ),
    );
    await this.runner.drain(this.config.queue.shutdownGraceMs);
  }
}
