import type { JobDefinition } from '../queue/job-registry.js';

/** Rescore one organization's actors that await a score. Waits in the default line. */
export const RESCORE_JOB: JobDefinition = { name: 'rescore' };

export interface RescoreJobData {
  organizationId: string;
}

/** One rescoring run per organization at a time: a request during a run joins it. */
export const rescoreJobId = (organizationId: string) =>
  `rescore-${organizationId}`;
