import type { Logger } from 'pino';
import { withTimeLimit } from '../../../libs/time-limit/index.js';
import type { JobData, JobDefinition } from './define-job.js';
import type {
  AddJobOptions,
  JobQueue,
  QueueAdapter,
  QueueDepth,
} from './job-queue.port.js';
import type { LineName } from './lines.js';

/**
 * The queue's policy, once for every producer: no call waits longer than QUEUE_ENQUEUE_TIMEOUT_MS
 * (during a Redis outage the client would hold a call in its offline queue indefinitely, and a
 * request, a state change or a sweep with it). An add that fails or times out is logged here and
 * answers false: every job's work is recorded where its module keeps it, and that module's sweep
 * adds it again. The reads (queuedAmong, depth, consumers) reject at the limit instead: a sweep
 * cannot go on without their answer, and tries again next pass.
 */
export class TimeLimitedQueue implements JobQueue {
  constructor(
    /** the adapter underneath (Bull or in-process) */
    readonly adapter: QueueAdapter,
    private readonly timeoutMs: number,
    private readonly logger: Logger,
  ) {}

  async add<T extends JobData>(
    job: JobDefinition<T>,
    data: T,
    options: AddJobOptions,
  ): Promise<boolean> {
    try {
      await this.limited(() => this.adapter.add(job, data, options));
      return true;
    } catch (err) {
      this.logger.warn(
        {
          job: job.name,
          jobId: options.jobId,
          error: err instanceof Error ? err.message : String(err),
        },
        'job not queued; the sweep that owns its work will queue it',
      );
      return false;
    }
  }

  queuedAmong<T extends JobData>(
    job: JobDefinition<T>,
    jobIds: readonly string[],
  ): Promise<Set<string>> {
    return this.limited(() => this.adapter.queuedAmong(job, jobIds));
  }

  depth(line: LineName): Promise<QueueDepth> {
    return this.limited(() => this.adapter.depth(line));
  }

  consumers(line: LineName): Promise<number> {
    return this.limited(() => this.adapter.consumers(line));
  }

  private limited<T>(call: () => Promise<T>): Promise<T> {
    return withTimeLimit(this.timeoutMs, call);
  }
}
