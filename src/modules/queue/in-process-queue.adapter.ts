import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  OnApplicationBootstrap,
} from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logging/logger.port.js';
import { requestContext } from '../../common/request-context.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { JobData, JobDefinition, RetryPolicy } from './define-job.js';
import type {
  AddJobOptions,
  QueueAdapter,
  QueueDepth,
} from './job-queue.port.js';
import { JobRegistry } from './job-registry.service.js';
import { JobRunner } from './job-runner.service.js';
import { LINES, type LineName } from './lines.js';
import { delayAfter, retriesAfter, retryPolicyOf } from './retry-policy.js';

interface QueuedJob {
  name: string;
  jobId: string;
  data: JobData;
  attempt: number;
  policy: RetryPolicy;
}

/** One line's jobs in this process. */
class Line {
  /** job ids waiting, running or awaiting a retry: adding one of them again is a no-op */
  readonly queued = new Set<string>();
  readonly waiting: QueuedJob[] = [];
  active = 0;
  /** jobs waiting out a delay (a retry's backoff, or a delayed add) */
  delayed = 0;
  constructor(readonly concurrency: number) {}
}

/**
 * The embedded deployment's queue: runs jobs in this process, each line with its own bounded
 * concurrency, under the same RetryPolicy as Bull. It keeps nothing durable: the database is the
 * queue of record, and each module's reconciler re-adds whatever a restart left behind.
 */
@Injectable()
export class InProcessJobQueue
  implements QueueAdapter, OnApplicationBootstrap, BeforeApplicationShutdown
{
  private readonly lines = new Map<LineName, Line>();
  private readonly timers = new Set<NodeJS.Timeout>();
  /** jobs start once the application has started (every handler registered) */
  private consuming = false;
  private accepting = true;

  constructor(
    private readonly registry: JobRegistry,
    private readonly runner: JobRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  add<T extends JobData>(
    definition: JobDefinition<T>,
    data: T,
    options: AddJobOptions,
  ): Promise<void> {
    const line = this.line(definition.line);
    if (this.accepting && !line.queued.has(options.jobId)) {
      line.queued.add(options.jobId);
      const job = {
        name: definition.name,
        jobId: options.jobId,
        data,
        attempt: 1,
        policy: retryPolicyOf(definition, this.config),
      };
      if (options.delayMs) this.later(line, job, options.delayMs);
      else {
        line.waiting.push(job);
        this.pump(line);
      }
    }
    return Promise.resolve();
  }

  queuedAmong<T extends JobData>(
    job: JobDefinition<T>,
    jobIds: readonly string[],
  ): Promise<Set<string>> {
    const line = this.line(job.line);
    return Promise.resolve(new Set(jobIds.filter((id) => line.queued.has(id))));
  }

  /** This process is the embedded deployment's only worker, until it stops taking jobs. */
  consumers(): Promise<number> {
    return Promise.resolve(this.accepting ? 1 : 0);
  }

  depth(name: LineName): Promise<QueueDepth> {
    const line = this.line(name);
    return Promise.resolve({
      waiting: line.waiting.length,
      active: line.active,
      delayed: line.delayed,
    });
  }

  onApplicationBootstrap(): void {
    this.consuming = true;
    for (const line of this.lines.values()) this.pump(line);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.accepting = false;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const line of this.lines.values()) line.waiting.length = 0;
    // Runs in flight get the grace period, then hand their work back (JobRunner).
    await this.runner.drain(this.config.queue.shutdownGraceMs);
  }

  private line(name: LineName): Line {
    let line = this.lines.get(name);
    if (!line) {
      line = new Line(LINES[name](this.config));
      this.lines.set(name, line);
    }
    return line;
  }

  private later(line: Line, job: QueuedJob, delayMs: number): void {
    line.delayed++;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      line.delayed--;
      if (!this.accepting) return;
      line.waiting.push(job);
      this.pump(line);
    }, delayMs);
    timer.unref();
    this.timers.add(timer);
  }

  /** Starts waiting jobs while slots are free; a job's time limit starts with its run, not here. */
  private pump(line: Line): void {
    while (
      this.consuming &&
      this.accepting &&
      line.active < line.concurrency &&
      line.waiting.length
    ) {
      const job = line.waiting.shift()!;
      line.active++;
      // Background work: leave the producing request's context behind (the run sets its own).
      requestContext.exit(() => void this.run(line, job));
    }
  }

  private async run(line: Line, job: QueuedJob): Promise<void> {
    let retryIn: number | null = null;
    try {
      await this.runner.run(job.name, job.data, {
        attempt: job.attempt,
        finalAttempt: !retriesAfter(job.policy, job.attempt),
      });
    } catch (err) {
      if (retriesAfter(job.policy, job.attempt))
        retryIn = delayAfter(job.policy, job.attempt);
      else
        this.logger.error(
          { job: job.name, jobId: job.jobId, err },
          'job failed after its last attempt',
        );
    } finally {
      line.active--;
    }
    if (retryIn !== null && this.accepting) {
      // Like Bull: delayed for the backoff, then back in line for a slot like any other job.
      this.later(line, { ...job, attempt: job.attempt + 1 }, retryIn);
    } else {
      line.queued.delete(job.jobId);
    }
    this.pump(line);
  }
}
