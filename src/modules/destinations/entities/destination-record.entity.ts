import { Entity } from 'typeorm';
import {
  BelongsTo,
  Instant,
  NullableJson,
  NullableVarchar,
  PrimaryUuid,
  PrimaryVarchar,
} from '../../../database/columns.js';
import { Destination } from './destination.entity.js';

/**
 * One CRM object kept in step: a person's (keyed by actor id) or a company's (keyed by its
 * domain: no person data). Its CRM id, the standard values we wrote last (the never-overwrite
 * rule), and those an attempt announced before writing (`intended`), for a write whose record a
 * crash lost.
 */
@Entity('destination_records')
export class DestinationRecord {
  @PrimaryUuid()
  destinationId!: string;

  @BelongsTo(() => Destination, 'destinationId')
  destination?: Destination;

  @PrimaryVarchar(16)
  objectType!: string;

  /** the actor's id, or the company's domain */
  @PrimaryVarchar(320)
  recordKey!: string;

  @NullableVarchar(64)
  crmId!: string | null;

  @NullableJson()
  written!: Record<string, string> | null;

  @NullableJson()
  intended!: Record<string, string> | null;

  @Instant()
  updatedAt!: Date;
}
