import type { JobData, JobDefinition } from './define-job.js';
import type { LineName } from './lines.js';

/**
 * The job queue, as every module sees it: Bull on Redis, or the in-process runner. Adding a job
 * whose id is already queued is a no-op in both adapters, so producers may add the same job as
 * often as they like. Jobs are added through their definitions (defineJob), which keep the data
 * typed; what runs them is the JobRegistry's.
 */
export interface JobQueue {
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

/** DI token: Bull when REDIS_URL is set, the in-process runner otherwise. */
export const JOB_QUEUE = Symbol('JOB_QUEUE');
