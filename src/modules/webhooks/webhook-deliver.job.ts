import { defineJob } from '../queue/define-job.js';

/**
 * Make one attempt at one delivery (WebhookSender.deliver), in the webhooks line. One job per
 * attempt (`attempts` made so far + 1): adding the attempt that is already queued (the retry
 * scheduled, found again by the sweep) is a no-op, and a later attempt is a new job.
 */
export const webhookDeliverJob = defineJob<{
  deliveryId: string;
  attempts: number;
}>({
  name: 'webhook-deliver',
  line: 'webhooks',
  id: ({ deliveryId, attempts }) => `webhook-${deliveryId}-${attempts + 1}`,
});
