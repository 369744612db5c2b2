/**
 * Where enrichment work waits. Enqueueing an actor whose job is still queued (waiting, running or
 * awaiting a retry) is a no-op by job id (`enrich-<actorId>`) in both adapters, and the run itself
 * is guarded by a compare-and-set claim.
 */
export interface EnrichmentQueue {
  enqueue(actorId: string): Promise<void>;
  /** Which of these actors have a job waiting, running or awaiting a retry. */
  queuedAmong(actorIds: readonly string[]): Promise<Set<string>>;
  /** Rescore an organization's actors that await a score (job id `rescore-<orgId>`). */
  enqueueRescore(organizationId: string): Promise<void>;
  /** How many jobs wait, run, and wait for a retry; read when /metrics is scraped. */
  depth(): Promise<QueueDepth>;
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
