/**
 * Where enrichment work waits. Enqueueing one actor twice is harmless: adapters dedupe by actor
 * (Bull job id `enrich-<actorId>`), and the run itself is guarded by a compare-and-set claim.
 */
export interface EnrichmentQueue {
  enqueue(actorId: string): Promise<void>;
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
