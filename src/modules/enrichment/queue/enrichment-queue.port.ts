/**
 * Where enrichment work waits. Enqueueing an actor whose job is still queued (waiting, running or
 * awaiting a retry) is a no-op by job id (`enrich-<actorId>`) in both adapters, and the run itself
 * is guarded by a compare-and-set claim.
 */
export interface EnrichmentQueue {
  enqueue(actorId: string, origin?: EnrichOrigin): Promise<void>;
  /** Which of these actors have a job waiting, running or awaiting a retry. */
  queuedAmong(actorIds: readonly string[]): Promise<Set<string>>;
  /** Rescore an organization's actors that await a score (job id `rescore-<orgId>`). */
  enqueueRescore(organizationId: string): Promise<void>;
  /** How many jobs wait, run, and wait for a retry; read when /metrics is scraped. */
  depth(): Promise<QueueDepth>;
  /** How many processes take jobs from this queue right now (workers, or this process). */
  consumers(): Promise<number>;
}

/**
 * Who queued an enrichment, carried in the job so every line logged while enriching names the
 * request (or admin import) that created the actor. Absent when the reconciler re-queued it.
 */
export interface EnrichOrigin {
  requestId?: string;
}

/** The enrich job's data, as stored in the queue. */
export interface EnrichJobData extends EnrichOrigin {
  actorId: string;
}

export interface QueueDepth {
  waiting: number;
  active: number;
  delayed: number;
}

/** DI token: Bull when REDIS_URL is set, the in-process runner otherwise. */
export const ENRICHMENT_QUEUE = Symbol('ENRICHMENT_QUEUE');

export const ENRICHMENT_QUEUE_NAME = 'enrichment';
export const ENRICH_JOB = 'enrich';
export const RESCORE_JOB = 'rescore';
export const jobIdFor = (actorId: string) => `enrich-${actorId}`;
export const rescoreJobIdFor = (organizationId: string) =>
  `rescore-${organizationId}`;
