/**
 * Where background work waits, for every module: a job is a name, plain JSON data and a
 * deterministic id. Adding a job whose id is still queued (waiting, running or awaiting a retry)
 * is a no-op in both adapters, so producers may add the same job as often as they like. What a
 * name means is the business of the module that registered its handler (JobRegistry).
 */
export interface JobQueue {
  add(name: string, data: JobData, options: AddJobOptions): Promise<void>;
  /** Which of these job ids (of jobs named `name`) wait, run or await a retry. */
  queuedAmong(name: string, jobIds: readonly string[]): Promise<Set<string>>;
  /** How many jobs of one line wait, run, and wait for a retry; read when /metrics is scraped. */
  depth(line: string): Promise<QueueDepth>;
  /** How many processes take jobs from one line right now (workers, or this process). */
  consumers(line: string): Promise<number>;
}

export type JobData = Record<string, unknown>;

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
