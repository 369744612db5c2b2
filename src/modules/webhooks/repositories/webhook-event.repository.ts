import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { WebhookDelivery } from '../entities/webhook-delivery.entity.js';
import { WebhookEvent } from '../entities/webhook-event.entity.js';

/** The webhook_events table (and the deliveries of an event, written with it). */
@Injectable()
export class WebhookEventRepository {
  /** Inserts the event, then its deliveries (which name the event by its sequence number), in `tx`. */
  async insert(
    tx: EntityManager,
    event: Omit<WebhookEvent, 'seq' | 'organization'>,
    deliveries: (
      seq: number,
    ) => Array<
      Pick<
        WebhookDelivery,
        | 'id'
        | 'eventSeq'
        | 'endpointId'
        | 'actorId'
        | 'status'
        | 'attempts'
        | 'nextAttemptAt'
        | 'createdAt'
      >
    >,
  ): Promise<void> {
    const inserted = await tx.insert(WebhookEvent, event);
    const seq = Number((inserted.identifiers[0] as { seq: number }).seq);
    await tx.insert(WebhookDelivery, deliveries(seq));
  }

  /** Deletes an actor's deliveries and events; returns how many events went. */
  async deleteForActor(tx: EntityManager, actorId: string): Promise<number> {
    // Deliveries first, explicitly: not left to ON DELETE CASCADE alone.
    await tx.delete(WebhookDelivery, { actorId });
    const res = await tx.delete(WebhookEvent, { actorId });
    return res.affected ?? 0;
  }
}
