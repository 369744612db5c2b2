import { Entity, Index } from 'typeorm';
import {
  BelongsTo,
  Counter,
  Instant,
  Integer,
  NullableInstant,
  NullableVarchar,
  PrimaryUuid,
  Varchar,
} from '../../../database/columns.js';
import { Destination } from './destination.entity.js';

/**
 * The destinations' outbox, one row per destination and actor: written in the transaction of each
 * subscribed change (ActorStateEvents) with `version` + 1, so that ten changes before a flush are
 * one sync of the latest state. A flush claims the versions it reads and records `doneVersion`;
 * a change during the flush leaves the row pending, and the newer state goes out next.
 */
@Entity('destination_actors')
@Index('IDX_destination_actors_due', [
  'destinationId',
  'pending',
  'nextAttemptAt',
  'changedAt',
])
@Index('IDX_destination_actors_actor', ['actorId'])
export class DestinationActor {
  @PrimaryUuid()
  destinationId!: string;

  @BelongsTo(() => Destination, 'destinationId')
  destination?: Destination;

  /** no foreign key: erasure deletes these rows itself, in its transaction */
  @PrimaryUuid()
  actorId!: string;

  /** + 1 per subscribed change: the actor's sequence at this destination */
  @Integer()
  version!: number;

  /** the highest version synced or given up; only grows */
  @Counter()
  doneVersion!: number;

  /** 1 while version > doneVersion (kept by every write, so that it is indexable) */
  @Integer()
  pending!: number;

  /** upsert, or erase (the CRM record is to be deleted) */
  @Varchar(8)
  op!: 'upsert' | 'erase';

  @Instant()
  changedAt!: Date;

  /** the first change not yet done (lag) */
  @NullableInstant()
  pendingSince!: Date | null;

  /** failed attempts since the last done */
  @Counter()
  attempts!: number;

  /** not before this (backoff); null: due */
  @NullableInstant()
  nextAttemptAt!: Date | null;

  /** at-most-once destinations: the run that is sending it (never sent twice) */
  @NullableVarchar(36)
  intentId!: string | null;

  /** synced, failed, skipped, unknown */
  @NullableVarchar(16)
  lastOutcome!: string | null;

  @NullableVarchar(300)
  lastMessage!: string | null;

  @NullableInstant()
  lastSyncedAt!: Date | null;

  /** the first delivery (Slack alerts once) */
  @NullableInstant()
  firstSyncedAt!: Date | null;
}
