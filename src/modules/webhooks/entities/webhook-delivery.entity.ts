import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
} from 'typeorm';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { WebhookEvent } from './webhook-event.entity.js';

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

/**
 * One event to one endpoint, and where its delivery stands. Deliveries of one actor to one
 * endpoint (a lane) go out one at a time, in event order.
 */
@Entity('webhook_deliveries')
@Index('IDX_webhook_deliveries_due', ['status', 'nextAttemptAt'])
@Index('IDX_webhook_deliveries_lane', ['endpointId', 'actorId', 'status'])
@Index('IDX_webhook_deliveries_endpoint_created', ['endpointId', 'createdAt'])
// An endpoint's attempts in flight, counted at every claim (its share of the delivery slots).
@Index('IDX_webhook_deliveries_endpoint_inflight', [
  'endpointId',
  'status',
  'leaseExpiresAt',
])
export class WebhookDelivery {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Index()
  @Column({ type: 'integer' })
  eventSeq!: number;

  @ManyToOne(() => WebhookEvent, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'eventSeq' })
  event?: WebhookEvent;

  @Column({ type: 'uuid' })
  endpointId!: string;

  @ManyToOne(() => WebhookEndpoint, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'endpointId' })
  endpoint?: WebhookEndpoint;

  /** the event's actor, here too so that a lane is one index look-up */
  @Column({ type: 'uuid' })
  actorId!: string;

  @Column({ type: 'varchar', length: 16 })
  status!: DeliveryStatus;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  /** when the retry period started (the first attempt, or the last replay) */
  @Column({ type: 'datetime', nullable: true })
  firstAttemptAt!: Date | null;

  /** pending: not before this */
  @Column({ type: 'datetime', nullable: true })
  nextAttemptAt!: Date | null;

  /** an attempt in flight holds the delivery until then (a killed worker's lapses) */
  @Column({ type: 'datetime', nullable: true })
  leaseExpiresAt!: Date | null;

  @Column({ type: 'integer', nullable: true })
  lastStatusCode!: number | null;

  /** why the last attempt got no answer: `timeout`, `ECONNREFUSED`, `refused_address`, … */
  @Column({ type: 'varchar', length: 64, nullable: true })
  lastError!: string | null;

  /** the start of the last answer's body, size-capped; never more */
  @Column({ type: 'varchar', length: 256, nullable: true })
  responseExcerpt!: string | null;

  @Column({ type: 'datetime', nullable: true })
  deliveredAt!: Date | null;

  @Column({ type: 'datetime' })
  createdAt!: Date;
}
