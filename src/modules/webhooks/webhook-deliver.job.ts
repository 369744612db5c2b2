import { defineJob } from '../queue/define-job.js';

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
