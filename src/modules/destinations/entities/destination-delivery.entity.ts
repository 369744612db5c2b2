import { Entity, Index } from 'typeorm';
import {
  BelongsTo,
  Instant,
  Integer,
  NullableVarchar,
  PrimaryUuid,
  Uuid,
  Varchar,
} from '../../../database/columns.js';
import { Destination } from './destination.entity.js';

/**
 * What each attempt came to, per record: the history the CLI and the dashboard show, and what a
 * replay starts from. The vendor's words only, never our request body. Kept
 * DESTINATION_RETENTION_DAYS; an erased actor's go with it.
 */
@Entity('destination_deliveries')
@Index('IDX_destination_deliveries_created', ['destinationId', 'createdAt'])
@Index('IDX_destination_deliveries_actor', ['actorId'])
export class DestinationDelivery {
  @PrimaryUuid()
  id!: string;

  @Uuid()
  destinationId!: string;

  @BelongsTo(() => Destination, 'destinationId')
  destination?: Destination;

  @NullableVarchar(36)
  actorId!: string | null;

  @Integer()
  version!: number;

  @Varchar(8)
  op!: string;

  /** synced, failed, skipped, retrying, throttled, unknown */
  @Varchar(16)
  outcome!: string;

  @NullableVarchar(64)
  crmId!: string | null;

  @NullableVarchar(300)
  message!: string | null;

  @Instant()
  createdAt!: Date;
}
