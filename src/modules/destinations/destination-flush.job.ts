import { defineJob } from '../queue/define-job.js';

/**
 * Send one destination's due changes (DestinationFlushService.run, which handles it), in the
 * destinations line. `dueAt` (ms, rounded up to the second) is when the batching window says to
 * look: every change within one second adds the same job (a no-op), a change during a run lands
 * in a later second and so adds a new one.
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
