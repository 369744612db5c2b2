import { Entity, Index } from 'typeorm';
import {
  CreatedAt,
  Instant,
  Json,
  NullableInstant,
  NullableJson,
  NullableVarchar,
  PrimaryUuid,
  Text,
  UpdatedAt,
  Varchar,
} from '../../../database/columns.js';
import type {
  ActorChange,
  FieldMapping,
} from '../../../../libs/destinations/index.js';
import { OrganizationId } from '../../auth/entities/organization-id-column.js';

/**
 * active; paused by an operator; invalid (401: new credentials needed); needs_setup (403: scopes,
 * objects or fields missing, named in statusDetail).
 */
export type DestinationStatus = 'active' | 'paused' | 'invalid' | 'needs_setup';

/**
 * One connected destination of an organization: at most one of each kind (a second connect of
 * the same kind replaces its credentials). Credentials are sealed, never shown again.
 */
@Entity('destinations')
@Index('UQ_destinations_org_kind', ['organizationId', 'kind'], { unique: true })
@Index('IDX_destinations_status', ['status', 'throttledUntil'])
export class Destination {
  @PrimaryUuid()
  id!: string;

  @OrganizationId()
  organizationId!: string;

  /** its registry key (libs/destinations/registry.ts) */
  @Varchar(16)
  kind!: string;

  /** the credentials' JSON, sealed with WEBHOOK_SECRETS_KEY */
  @Text()
  sealedCredentials!: string;

  /** what lists show: never a secret */
  @NullableVarchar(200)
  accountLabel!: string | null;

  /** what connect learned (portal id, properties…) */
  @NullableJson()
  account!: Record<string, unknown> | null;

  @Json()
  events!: ActorChange[];

  @Json()
  settings!: Record<string, unknown>;

  /** the organization's mapping; null: the adapter's default */
  @NullableJson()
  mapping!: FieldMapping | null;

  @Varchar(16)
  status!: DestinationStatus;

  @NullableVarchar(500)
  statusDetail!: string | null;

  @Instant()
  statusChangedAt!: Date;

  /** the flush run that holds it (one at a time), and until when */
  @NullableVarchar(36)
  leaseId!: string | null;

  @NullableInstant()
  leaseExpiresAt!: Date | null;

  /** no flush before this (a 429, our budget, a daily limit) */
  @NullableInstant()
  throttledUntil!: Date | null;

  @NullableVarchar(64)
  throttleReason!: string | null;

  /** the first failure (5xx, timeout) since the last success */
  @NullableInstant()
  failingSince!: Date | null;

  /** the last flush that sent something (a digest a minute) */
  @NullableInstant()
  lastFlushAt!: Date | null;

  @NullableInstant()
  lastSuccessAt!: Date | null;

  @CreatedAt()
  createdAt!: Date;

  @UpdatedAt()
  updatedAt!: Date;
}
