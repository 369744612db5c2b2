import { defineJob } from '../queue/define-job.js';

/**
 * Rescore one organization's actors that await a score. One run per organization at a time: a
 * request during a run joins it.
 */
export const rescoreJob = defineJob<{ organizationId: string }>({
  name: 'rescore',
  line: 'enrichment',
  id: ({ organizationId }) => `rescore-${organizationId}`,
});
