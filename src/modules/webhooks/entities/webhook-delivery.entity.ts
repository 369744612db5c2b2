import { Entity, Index } from 'typeorm';
import {
  BelongsTo,
  Counter,
  Instant,
  Integer,
  NullableInstant,
  NullableInteger,
  NullableVarchar,
  PrimaryUuid,
  Uuid,
  Varchar,
} from '../../../database/columns.js';
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
  @PrimaryUuid()
  id!: string;

  @Index()
  @Integer()
  eventSeq!: number;

  @BelongsTo(() => WebhookEvent, 'eventSeq')
  event?: WebhookEvent;

  @Uuid()
  endpointId!: string;

  @BelongsTo(() => WebhookEndpoint, 'endpointId')
  endpoint?: WebhookEndpoint;

  /** the event's actor, here too so that a lane is one index look-up */
  @Uuid()
  actorId!: string;

  @Varchar(16)
  status!: DeliveryStatus;

  @Counter()
  attempts!: number;

  /** when the retry period started (the first attempt, or the last replay) */
  @NullableInstant()
  firstAttemptAt!: Date | null;

  /** pending: not before this */
  @NullableInstant()
  nextAttemptAt!: Date | null;

  /** an attempt in flight holds the delivery until then (a killed worker's lapses) */
  @NullableInstant()
  leaseExpiresAt!: Date | null;

  @NullableInteger()
  lastStatusCode!: number | null;

  /** why the last attempt got no answer: `timeout`, `ECONNREFUSED`, `refused_address`, … */
  @NullableVarchar(64)
  lastError!: string | null;

  /** the start of the last answer's body, size-capped; never more */
  @NullableVarchar(256)
  responseExcerpt!: string | null;

  @NullableInstant()
  deliveredAt!: Date | null;

  @Instant()
  createdAt!: Date;
}
