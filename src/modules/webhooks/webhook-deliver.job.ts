import { defineJob } from '../queue/define-job.js';
import type { JobQueue } from '../queue/job-queue.port.js';

/** A delivery to put on the queue: its id, attempts made so far, and when it is due (ms). */
export interface DueDelivery {
  id: string;
  attempts: number;
  dueAt: number;
}

/**
 * Make one attempt at one delivery (WebhookSender.deliver), in the webhooks line. One job per
 * scheduled attempt: the attempt's number (`attempts` made so far + 1) and when it is due
 * (`dueAt`, the delivery's `nextAttemptAt` in ms). Adding the attempt that is already queued (the
 * retry scheduled, found again by the sweep) is a no-op; a later attempt, or the same one moved
 * to now by a replay, is a new job, so a replay is never dropped as a duplicate of the retry it
 * overtakes (that retry then finds nothing to send).
 */
export const webhookDeliverJob = defineJob<{
  deliveryId: string;
  attempts: number;
  dueAt: number;
}>({
  name: 'webhook-deliver',
  line: 'webhooks',
  id: ({ deliveryId, attempts, dueAt }) =>
    `webhook-${deliveryId}-${attempts + 1}-${dueAt}`,
});

/**
 * Puts these deliveries' attempts on the queue, up to the first the queue does not take: a failed
 * enqueue loses nothing, the dispatch sweep finds the delivery due.
 */
export async function enqueueDeliveries(
  queue: JobQueue,
  deliveries: readonly DueDelivery[],
  delayMs = 0,
): Promise<void> {
  for (const { id, attempts, dueAt } of deliveries) {
    const queued = await webhookDeliverJob.add(
      queue,
      { deliveryId: id, attempts, dueAt },
      delayMs > 0 ? { delayMs } : {},
    );
    if (!queued) return;
  }
}
