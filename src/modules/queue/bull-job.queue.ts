import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  OnApplicationBootstrap,
} from '@nestjs/common';
import type { Job, Queue } from 'bull';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logging/logger.token.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { queuedJobIds, releaseJobId } from './bull-job-ids.js';
import { RETRY_BACKOFF } from './bull-options.js';
import type {
  AddJobOptions,
  JobData,
  JobQueue,
  QueueDepth,
} from './job-queue.port.js';
import { JobRegistry } from './job-registry.js';
import { RetryPolicy } from './retry-policy.js';

/** DI token: the Bull queue of each line, by line name (QueueModule registers them). */
export const BULL_LINES = Symbol('BULL_LINES');

/**
 * The job queue on Redis: one Bull queue per line, producer everywhere, consumer in roles `all`
 * and `worker`. The queues are given, not made: in the service they are @nestjs/bull's
 * (QueueModule), which also closes them; the admin CLI, a producer only, opens and closes its own.
 */
@Injectable()
export class BullJobQueue
  implements JobQueue, OnApplicationBootstrap, BeforeApplicationShutdown
{
  private readonly started: Array<(queues: Queue[]) => void> = [];
  /** When this process last took a job from each line it consumes (or started consuming it). */
  private readonly lastTaken = new Map<string, number>();
  /** Lines whose consumer loop ended with an error: this process takes nothing from them now. */
  private readonly stopped = new Set<string>();

  constructor(
    @Inject(BULL_LINES) private readonly lines: ReadonlyMap<string, Queue>,
    private readonly registry: JobRegistry,
    private readonly policy: RetryPolicy,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async add(name: string, data: JobData, options: AddJobOptions) {
    const queue = this.line(this.registry.lineOf(name));
    // Bull ignores an add whose id has a job in any state: free the id of one no longer queued.
    await releaseJobId(queue, options.jobId);
    await queue.add(name, data, {
      jobId: options.jobId,
      ...(options.delayMs ? { delay: options.delayMs } : {}),
      attempts: this.policy.attempts,
      backoff: { type: RETRY_BACKOFF },
      // Finished jobs are removed so that the same job id can be added again later.
      removeOnComplete: true,
      removeOnFail: true,
    });
  }

  queuedAmong(name: string, jobIds: readonly string[]) {
    return queuedJobIds(this.line(this.registry.lineOf(name)), jobIds);
  }

  async depth(line: string): Promise<QueueDepth> {
    const { waiting, active, delayed } = await this.line(line).getJobCounts();
    return { waiting, active, delayed };
  }

  /** Bull names each consuming connection after the queue; Redis lists them (CLIENT LIST). */
  async consumers(line: string): Promise<number> {
    return ((await this.line(line).getWorkers()) ?? []).length;
  }

  /** The Bull queue of one line. */
  line(name: string): Queue {
    const queue = this.lines.get(name);
    if (!queue) throw new Error(`no Bull queue for line ${name}`);
    return queue;
  }

  /** Called with every line's queue once consumers run (the dashboard lists them then). */
  onStarted(listener: (queues: Queue[]) => void): void {
    this.started.push(listener);
  }

  onApplicationBootstrap(): void {
    this.registry.verify();
    const unregistered = this.registry
      .usedLines()
      .filter(({ name }) => !this.lines.has(name))
      .map(({ name }) => name);
    if (unregistered.length)
      throw new Error(
        `No Bull queue registered for line ${unregistered.join(', ')} (QueueModule.forRoot's lines)`,
      );
    const lines = this.registry
      .usedLines()
      .map(({ name }) => [name, this.line(name)] as const);
    for (const listener of this.started)
      listener(lines.map(([, queue]) => queue));
    if (this.config.role === 'api') return;
    for (const [name, queue] of lines) {
      this.lastTaken.set(name, Date.now());
      // One processor for every job name of a line: Bull adds up the concurrency of named
      // processors on a queue and lets any slot take any job, so several would exceed it.
      void queue
        .process('*', this.registry.concurrencyOf(name), (job: Job) => {
          this.lastTaken.set(name, Date.now());
          return this.run(job);
        })
        .catch((err: unknown) => {
          this.stopped.add(name);
          this.logger.error({ err, line: name }, 'queue worker stopped');
        });
    }
  }

  /** The lines this process consumes: when it last took a job, and whether it stopped taking. */
  consumption(): Array<{
    line: string;
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
    if (this.config.role === 'api') return;
    await Promise.all(
      [...this.lines.values()].map((q) =>
        q.pause(true, true).catch(() => undefined),
      ),
    );
    await this.registry.drain(this.config.queue.shutdownGraceMs);
  }

  private run(job: Job): Promise<unknown> {
    const handler = this.registry.handlerFor(job.name);
    // A job of a name this version does not know: fail it, visibly, rather than drop it.
    if (!handler) throw new Error(`no handler for job ${job.name}`);
    const attempt = job.attemptsMade + 1;
    return handler(job.data as JobData, {
      attempt,
      finalAttempt: attempt >= (job.opts.attempts ?? 1),
    });
  }
}
