import type { JobData, JobDefinition } from './define-job.js';
import type { AddJobOptions, JobQueue, QueueDepth } from './job-queue.port.js';
import type { LineName } from './lines.js';

/**
 * The admin CLI's queue: a command that announces many actors (an import) must not wait
 * QUEUE_ENQUEUE_TIMEOUT_MS for each one while Redis is down. After one add fails (logged once, by
 * the TimeLimitedQueue underneath), the rest are left without trying: the workers' reconcilers
 * queue them all later, from the database.
 */
export class GiveUpAfterFailureQueue implements JobQueue {
  private failed = false;

  constructor(private readonly queue: JobQueue) {}

  async add<T extends JobData>(
    job: JobDefinition<T>,
    data: T,
    options: AddJobOptions,
  ): Promise<boolean> {
    if (this.failed) return false;
    const queued = await this.queue.add(job, data, options);
    if (!queued) this.failed = true;
    return queued;
  }

  queuedAmong<T extends JobData>(
    job: JobDefinition<T>,
    jobIds: readonly string[],
  ): Promise<Set<string>> {
    return this.queue.queuedAmong(job, jobIds);
  }

  depth(line: LineName): Promise<QueueDepth> {
    return this.queue.depth(line);
  }

  consumers(line: LineName): Promise<number> {
    return this.queue.consumers(line);
  }
}
