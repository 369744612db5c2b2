import type { AppConfig } from '../../config/app-config.js';
import type { JobQueue } from './job-queue.port.js';
import type { JobRegistry } from './job-registry.service.js';
import type { LineName } from './lines.js';

/** One run of a job, as its handler sees it. */
export interface JobRun {
  /** 1 for the first run, 2 for the first retry, … */
  attempt: number;
  /** no retry follows if this one throws */
  finalAttempt: boolean;
  /**
   * Aborts when the job's time limit runs out (JobTimeoutError) or when the process stops and
   * the shutdown grace is over (ShutdownError): the handler hands its work back then.
   */
  signal: AbortSignal;
}

/** Does the work of one job. Throwing asks for a retry (the job's retry policy); returning ends it. */
export type JobHandler<T> = (data: T, run: JobRun) => Promise<unknown>;

/** How often a failed job is tried again: `attempts` in all, waiting d, 2d, 4d, … in between. */
export interface RetryPolicy {
  attempts: number;
  firstDelayMs: number;
}

/** What a job is: the one place its name, line, id and policy are written. */
export interface JobSpec<T> {
  /** unique among jobs; stored with each job, so renaming strands queued ones */
  name: string;
  line: LineName;
  /** deterministic: adding a job whose id is still queued (waiting, running, retrying) is a no-op */
  id: (data: T) => string;
  /** default: QUEUE_MAX_ATTEMPTS tries, QUEUE_RETRY_BACKOFF_MS first delay */
  retry?: (config: AppConfig) => RetryPolicy;
  /** longest one run may take, after which its signal aborts; default: no limit */
  timeout?: (config: AppConfig) => number;
}

/**
 * A job, typed by its data: `add` puts one on the queue, `handle` names what runs it (once, in
 * the module that owns the work), `queued` says which of some jobs wait or run. The queue knows
 * names, data and policy, never what a job does.
 */
export interface JobDefinition<T> extends JobSpec<T> {
  /** False when the queue did not take it in time (JobQueue.add): its module's sweep will. */
  add(
    queue: JobQueue,
    data: T,
    options?: { delayMs?: number },
  ): Promise<boolean>;
  handle(registry: JobRegistry, handler: JobHandler<T>): void;
  /** Which of these jobs (by their data) wait, run or await a retry. */
  queued(queue: JobQueue, jobs: readonly T[]): Promise<T[]>;
}

/** Data a job carries: what JSON keeps (Redis stores it so). */
export type JobData = object;

/**
 * Every job defined in this process, in the order defined: what a worker checks at start-up
 * against the handlers its modules named (JobRegistry). Derived from the definitions themselves,
 * so there is no list of jobs to keep beside them.
 */
const defined: JobDefinition<never>[] = [];

export function definedJobs(): readonly JobDefinition<never>[] {
  return defined;
}

export function defineJob<T extends JobData>(
  spec: JobSpec<T>,
): JobDefinition<T> {
  const job: JobDefinition<T> = {
    ...spec,
    add: (queue, data, options = {}) =>
      queue.add(job, data, { jobId: spec.id(data), ...options }),
    handle: (registry, handler) => registry.handle(job, handler),
    async queued(queue, jobs) {
      const found = await queue.queuedAmong(job, jobs.map(spec.id));
      return jobs.filter((data) => found.has(spec.id(data)));
    },
  };
  defined.push(job as unknown as JobDefinition<never>);
  return job;
}
