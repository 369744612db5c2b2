import { defineJob } from '../queue/define-job.js';

/**
 * Send one destination's due changes (DestinationFlushService.run, which handles it), in the
 * destinations line. `dueAt` (ms, rounded up to a 250 ms step) is when the batching window says
 * to look: every change within one step adds the same job (a no-op), a change during a run lands
 * in a later step and so adds a new one.
 */
export const destinationFlushJob = defineJob<{
  destinationId: string;
  dueAt: number;
}>({
  name: 'destination-flush',
  line: 'destinations',
  id: ({ destinationId, dueAt }) => `destination-${destinationId}-${dueAt}`,
  timeout: (config) => config.destinations.runTimeoutMs,
});
