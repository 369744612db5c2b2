import { defineJob } from '../queue/define-job.js';

/** The enrich and refresh jobs' data: the actor, and who queued the work (for the logs). */
export interface ActorJobData {
  actorId: string;
  /**
   * The request (or admin import) that queued the work, so every line logged while researching
   * names it. Absent when a reconciler queued it.
   */
  requestId?: string;
}

/** Research one actor for the first time. One job per actor: adding it again while queued is a no-op. */
export const enrichJob = defineJob<ActorJobData>({
  name: 'enrich',
  line: 'enrichment',
  id: ({ actorId }) => `enrich-${actorId}`,
  // No time limit on the job: the research in it has one (ENRICHMENT_JOB_TIMEOUT_MS), which
  // waiting out a database restart or a dead run's lease does not eat (ResearchRunService).
});

/**
 * Research an enriched actor again, keeping its record until the new one lands. One refresh job
 * per actor: asking again while one is queued, running or retrying joins it.
 */
export const refreshJob = defineJob<ActorJobData>({
  name: 'refresh',
  line: 'enrichment',
  id: ({ actorId }) => `refresh-${actorId}`,
});
