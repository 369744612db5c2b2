import type { JobDefinition } from '../queue/job-registry.js';
import type { JobQueue } from '../queue/job-queue.port.js';

/** Research one actor (EnrichmentService.enrich). Waits in the default line. */
export const ENRICH_JOB: JobDefinition = { name: 'enrich' };

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

/** One job per actor: enqueueing an actor whose job is still queued is a no-op. */
export const enrichJobId = (actorId: string) => `enrich-${actorId}`;

export function addEnrichJob(
  queue: JobQueue,
  actorId: string,
  origin: EnrichOrigin = {},
): Promise<void> {
  const data: EnrichJobData = { actorId, ...origin };
  return queue.add(
    ENRICH_JOB.name,
    { ...data },
    { jobId: enrichJobId(actorId) },
  );
}

/** Which of these actors have an enrich job waiting, running or awaiting a retry. */
export async function actorsQueued(
  queue: JobQueue,
  actorIds: readonly string[],
): Promise<Set<string>> {
  const queued = await queue.queuedAmong(
    ENRICH_JOB.name,
    actorIds.map(enrichJobId),
  );
  return new Set(actorIds.filter((id) => queued.has(enrichJobId(id))));
}
