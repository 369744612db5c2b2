import type { JobDefinition } from '../queue/job-registry.js';
import type { JobQueue } from '../queue/job-queue.port.js';
import type { EnrichOrigin } from './enrich.job.js';

/**
 * Research an enriched actor again (RefreshService.refresh), keeping its record until the new one
 * lands. Waits in the default line, as a first enrichment does.
 */
export const REFRESH_JOB: JobDefinition = { name: 'refresh' };

export interface RefreshJobData extends EnrichOrigin {
  actorId: string;
}

/** One refresh job per actor: asking again while one is queued, running or retrying joins it. */
export const refreshJobId = (actorId: string) => `refresh-${actorId}`;

export function addRefreshJob(
  queue: JobQueue,
  actorId: string,
  origin: EnrichOrigin = {},
): Promise<void> {
  const data: RefreshJobData = { actorId, ...origin };
  return queue.add(
    REFRESH_JOB.name,
    { ...data },
    { jobId: refreshJobId(actorId) },
  );
}

/** Which of these actors have a refresh job waiting, running or awaiting a retry. */
export async function refreshesQueued(
  queue: JobQueue,
  actorIds: readonly string[],
): Promise<Set<string>> {
  const queued = await queue.queuedAmong(
    REFRESH_JOB.name,
    actorIds.map(refreshJobId),
  );
  return new Set(actorIds.filter((id) => queued.has(refreshJobId(id))));
}
