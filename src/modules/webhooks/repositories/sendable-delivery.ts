import type { WebhookDelivery } from '../entities/webhook-delivery.entity.js';
import type { DueDelivery } from '../webhook-deliver.job.js';

/** A delivery may be sent only while it is the oldest pending one of its lane. */
const LANE_HEAD = `NOT EXISTS (SELECT 1 FROM "webhook_deliveries" "earlier" WHERE "earlier"."endpointId" = "webhook_deliveries"."endpointId" AND "earlier"."actorId" = "webhook_deliveries"."actorId" AND "earlier"."status" = 'pending' AND "earlier"."eventSeq" < "webhook_deliveries"."eventSeq")`;

/**
 * Fair shares: an endpoint has fewer than :perEndpoint attempts in flight (leased), so a receiver
 * that hangs holds at most that many delivery slots and the rest go to the other endpoints.
 */
const ENDPOINT_HAS_ROOM = `(SELECT COUNT(*) FROM "webhook_deliveries" "inflight" WHERE "inflight"."endpointId" = "webhook_deliveries"."endpointId" AND "inflight"."status" = 'pending' AND "inflight"."leaseExpiresAt" >= :now) < :perEndpoint`;

/**
 * What makes a pending delivery sendable at :now: due, not leased, its endpoint enabled and with
 * room for one more attempt, and the head of its lane.
 */
export const SENDABLE = [
  '("nextAttemptAt" IS NULL OR "nextAttemptAt" <= :now)',
  '("leaseExpiresAt" IS NULL OR "leaseExpiresAt" < :now)',
  '"endpointId" IN (SELECT "id" FROM "webhook_endpoints" WHERE "disabledAt" IS NULL)',
  ENDPOINT_HAS_ROOM,
  LANE_HEAD,
].join(' AND ');

/** A delivery as the queue carries it. */
export function dueDelivery(
  d: Pick<WebhookDelivery, 'id' | 'attempts' | 'nextAttemptAt'>,
): DueDelivery {
  return {
    id: d.id,
    attempts: Number(d.attempts),
    dueAt: d.nextAttemptAt?.getTime() ?? 0,
  };
}
