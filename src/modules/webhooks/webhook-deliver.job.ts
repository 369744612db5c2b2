import type { JobDefinition } from '../queue/job-registry.js';

/** The webhooks line: deliveries never take a slot from enrichment. */
export const WEBHOOKS_LINE = 'webhooks';

/** Make one attempt at one delivery (WebhookSender.deliver). */
export const WEBHOOK_DELIVER_JOB: JobDefinition = {
  name: 'webhook-deliver',
  line: WEBHOOKS_LINE,
};

export interface WebhookDeliverJobData {
  deliveryId: string;
}

/**
 * One job per attempt (`attempts` made so far + 1): adding the attempt that is already queued
 * (the retry scheduled, found again by the dispatcher) is a no-op, and a later attempt is a new job.
 */
export const webhookDeliverJobId = (deliveryId: string, attempts: number) =>
  `webhook-${deliveryId}-${attempts + 1}`;
