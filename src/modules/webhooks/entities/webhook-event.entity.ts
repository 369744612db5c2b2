import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Instant, Text, Uuid, Varchar } from '../../../database/columns.js';
import type { WebhookEventType } from '../webhook-event-types.js';

/**
 * The outbox: one row per state change some endpoint subscribes to, written in the transaction
 * of the change. `payload` is the exact body sent; it names the person, so it goes with the actor.
 */
@Entity('webhook_events')
// Retention deletes the oldest finished events first (WebhookRetention).
@Index('IDX_webhook_events_created', ['createdAt'])
export class WebhookEvent {
  /** commit order: an actor's later change always has a larger seq (deliveries follow it) */
  @PrimaryGeneratedColumn('increment')
  seq!: number;

  /** the `webhook-id` header: one per event, the same on every attempt */
  @Index({ unique: true })
  @Varchar(40)
  messageId!: string;

  @Uuid()
  organizationId!: string;

  /**
   * No foreign key: an `actor.erased` event outlives its actor (it holds only the id). Erasure
   * deletes the actor's other events itself (WebhookDeliveriesService.forgetActor).
   */
  @Index()
  @Uuid()
  actorId!: string;

  @Varchar(32)
  type!: WebhookEventType;

  @Text()
  payload!: string;

  @Instant()
  createdAt!: Date;
}
