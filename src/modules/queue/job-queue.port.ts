import type { JobData, JobDefinition } from './define-job.js';
import type { LineName } from './lines.js';

/**
 * The job queue, as every module sees it (JOB_QUEUE): an adapter (Bull on Redis, or the
 * in-process runner) under the queue's policy (TimeLimitedQueue). Adding a job whose id is already
 * queued is a no-op in both adapters, so producers may add the same job as often as they like.
 * Jobs are added through their definitions (defineJob), which keep the data typed; what runs them
 * is the JobRegistry's.
 */
export interface JobQueue extends Omit<QueueAdapter, 'add'> {
  /**
   * True once the job is queued (or was already). False when the queue did not take it within
   * QUEUE_ENQUEUE_TIMEOUT_MS: the queue logged that, and the work stays recorded where its module
   * keeps it (a pending actor, a due delivery), for that module's sweep to add again. Never
   * rejects, so a producer neither waits on a queue that is down nor catches anything; a sweep
   * that adds many stops at the first false.
   */
  add<T extends JobData>(
    job: JobDefinition<T>,
    data: T,
    options: AddJobOptions,
  ): Promise<boolean>;
}

/** What an adapter does; it rejects when its queue fails, and may wait as long as that takes. */
export interface QueueAdapter {
  add<T extends JobData>(
    job: JobDefinition<T>,
    data: T,
    options: AddJobOptions,
  ): Promise<void>;
  /** Which of these job ids (of jobs of this definition) wait, run or await a retry. */
  queuedAmong<T extends JobData>(
    job: JobDefinition<T>,
    jobIds: readonly string[],
  ): Promise<Set<string>>;
  /** How many jobs of one line wait, run, and wait for a retry; read when /metrics is scraped. */
  depth(line: LineName): Promise<QueueDepth>;
  /** How many processes take jobs from one line right now (workers, or this process). */
  consumers(line: LineName): Promise<number>;
}

export interface AddJobOptions {
  /** deterministic id: a second add while the first is queued changes nothing */
  jobId: string;
  /** start no sooner than this from now */
  delayMs?: number;
}

export interface QueueDepth {
  waiting: number;
  active: number;
  delayed: number;
}

/** DI token: the queue's policy over Bull when REDIS_URL is set, the in-process runner otherwise. */
export const JOB_QUEUE = Symbol('JOB_QUEUE');
