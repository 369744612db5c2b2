import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { transaction } from '../../../database/transaction.js';
import { WebhookDelivery } from '../entities/webhook-delivery.entity.js';
import { WebhookEvent } from '../entities/webhook-event.entity.js';

/** An event none of whose deliveries is pending: every one delivered or given up. */
const FINISHED = `NOT EXISTS (SELECT 1 FROM "webhook_deliveries" "d" WHERE "d"."eventSeq" = "webhook_events"."seq" AND "d"."status" = 'pending')`;

/** The webhook_events table (and the deliveries of an event, written with it). */
@Injectable()
export class WebhookEventRepository {
  constructor(private readonly dataSource: DataSource) {}

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

  /**
   * Deletes up to `batch` of the oldest events recorded before `cutoff` whose deliveries are all
   * finished, with those deliveries, in one transaction; returns how many events went. An event
   * whose delivery is replayed meanwhile stays, with that delivery.
   */
  pruneFinished(cutoff: Date, batch: number): Promise<number> {
    return transaction(this.dataSource, async (tx) => {
      const rows = await tx
        .createQueryBuilder(WebhookEvent, 'webhook_events')
        .select('webhook_events.seq', 'seq')
        .where('webhook_events.createdAt < :cutoff', { cutoff })
        .andWhere(FINISHED)
        .orderBy('webhook_events.createdAt', 'ASC')
        .limit(batch)
        .getRawMany<{ seq: number | string }>();
      const seqs = rows.map((r) => Number(r.seq));
      if (!seqs.length) return 0;
      await tx
        .createQueryBuilder()
        .delete()
        .from(WebhookDelivery)
        .where(`"eventSeq" IN (:...seqs) AND "status" <> 'pending'`, { seqs })
        .execute();
      const res = await tx
        .createQueryBuilder()
        .delete()
        .from(WebhookEvent)
        .where(`"seq" IN (:...seqs)`, { seqs })
        .andWhere(FINISHED)
        .execute();
      return res.affected ?? 0;
    });
  }
}
