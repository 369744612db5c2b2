import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { ActorStateChange } from '../actors/actor-state-events.js';
import { Actor } from '../actors/entities/actor.entity.js';
import { toActorRecord } from '../actors/views/actor-record.view.js';
import { RECORD_EXTRAS } from '../actors/views/record-include.js';
import { WebhookDelivery } from './entities/webhook-delivery.entity.js';
import { WebhookEndpoint } from './entities/webhook-endpoint.entity.js';
import { WebhookEvent } from './entities/webhook-event.entity.js';
import { eventTypeOf } from './webhook-event-types.js';

/** A delivery just written, as the dispatcher enqueues it. */
export interface NewDelivery {
  id: string;
  attempts: number;
}

/**
 * Writes the outbox, inside the transaction of the state change (ActorStateEvents): one event
 * with the exact body to send, and one pending delivery per enabled endpoint of the actor's
 * organization that subscribes to it. So a change is never committed without its deliveries,
 * nor a delivery without its change. A plain class: the admin CLI runs it too.
 */
export class WebhookOutbox {
  async record(
    change: ActorStateChange,
    tx: EntityManager,
  ): Promise<NewDelivery[]> {
    const type = eventTypeOf(change.type);
    // One query in the common case of an organization without webhooks.
    const endpoints = await tx
      .createQueryBuilder(WebhookEndpoint, 'e')
      .innerJoin(Actor, 'a', 'a.organizationId = e.organizationId')
      .where('a.id = :actorId', { actorId: change.actorId })
      .andWhere('e.disabledAt IS NULL')
      .getMany();
    const subscribed = endpoints.filter(
      (e) => e.events === null || e.events.includes(type),
    );
    if (!subscribed.length) return [];
    const actor = await tx.findOneByOrFail(Actor, { id: change.actorId });
    const now = new Date();
    // The full record exactly as GET /v1/actors/{id} returns it, as of this change.
    const payload = JSON.stringify({
      type,
      timestamp: now.toISOString(),
      data: { actor: toActorRecord(actor, RECORD_EXTRAS) },
    });
    const inserted = await tx.insert(WebhookEvent, {
      messageId: `msg_${randomUUID().replaceAll('-', '')}`,
      organizationId: actor.organizationId,
      actorId: actor.id,
      type,
      payload,
      createdAt: now,
    });
    const seq = Number((inserted.identifiers[0] as { seq: number }).seq);
    const deliveries = subscribed.map((endpoint) => ({
      id: randomUUID(),
      eventSeq: seq,
      endpointId: endpoint.id,
      actorId: actor.id,
      status: 'pending' as const,
      attempts: 0,
      nextAttemptAt: now,
      createdAt: now,
    }));
    await tx.insert(WebhookDelivery, deliveries);
    return deliveries.map(({ id }) => ({ id, attempts: 0 }));
  }
}
