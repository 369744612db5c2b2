import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { Actor } from '../../actors/entities/actor.entity.js';
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
  @Column({ type: 'varchar', length: 40 })
  messageId!: string;

  @Column({ type: 'uuid' })
  organizationId!: string;

  @Index()
  @Column({ type: 'uuid' })
  actorId!: string;

  @ManyToOne(() => Actor, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'actorId' })
  actor?: Actor;

  @Column({ type: 'varchar', length: 32 })
  type!: WebhookEventType;

  @Column({ type: 'text' })
  payload!: string;

  @Column({ type: 'datetime' })
  createdAt!: Date;
}
