import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { ActorStateChange } from '../actors/actor-state.events.js';
import { Actor } from '../actors/entities/actor.entity.js';
import { toActorRecord } from '../actors/views/actor-record.view.js';
import { RECORD_EXTRAS } from '../actors/views/record-include.pipe.js';
import { WebhookEndpointRepository } from './repositories/webhook-endpoint.repository.js';
import { WebhookEventRepository } from './repositories/webhook-event.repository.js';
import type { DueDelivery } from './webhook-deliver.job.js';
import { eventTypeOf } from './webhook-event-types.js';

/**
 * Writes the outbox, inside the transaction of the state change (ActorStateEvents): one event
 * with the exact body to send, and one pending delivery per enabled endpoint of the actor's
 * organization that subscribes to it. So a change is never committed without its deliveries,
 * nor a delivery without its change.
 */
@Injectable()
export class WebhookOutbox {
  constructor(
    private readonly endpoints: WebhookEndpointRepository,
    private readonly events: WebhookEventRepository,
  ) {}

  async record(
    change: ActorStateChange,
    tx: EntityManager,
  ): Promise<DueDelivery[]> {
    const type = eventTypeOf(change.type);
    // One query in the common case of an organization without webhooks.
    const subscribed = (
      await this.endpoints.enabledForActor(tx, change.actorId)
    ).filter((e) => e.events === null || e.events.includes(type));
    if (!subscribed.length) return [];
    const actor = await tx.findOneByOrFail(Actor, { id: change.actorId });
    const now = new Date();
    // The full record exactly as GET /v1/actors/{id} returns it, as of this change; of an
    // erased actor only its id (the event outlives the person's data).
    const payload = JSON.stringify({
      type,
      timestamp: now.toISOString(),
      data: {
        actor:
          change.type === 'erased'
            ? { id: actor.id }
            : toActorRecord(actor, RECORD_EXTRAS),
        ...(change.rescoring && { rescoring: change.rescoring }),
      },
    });
    const deliveries = subscribed.map((endpoint) => ({
      id: randomUUID(),
      endpointId: endpoint.id,
      actorId: actor.id,
      status: 'pending' as const,
      attempts: 0,
      nextAttemptAt: now,
      createdAt: now,
    }));
    await this.events.insert(
      tx,
      {
        messageId: `msg_${randomUUID().replaceAll('-', '')}`,
        organizationId: actor.organizationId,
        actorId: actor.id,
        type,
        payload,
        createdAt: now,
      },
      (eventSeq) => deliveries.map((d) => ({ ...d, eventSeq })),
    );
    return deliveries.map(({ id }) => ({
      id,
      attempts: 0,
      dueAt: now.getTime(),
    }));
  }
}
