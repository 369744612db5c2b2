import { Entity, Index } from 'typeorm';
import {
  Instant,
  NullableInstant,
  NullableJson,
  NullableText,
  NullableVarchar,
  PrimaryUuid,
  Text,
  Varchar,
} from '../../../database/columns.js';
import { OrganizationId } from '../../auth/entities/organization-id-column.js';
import type { WebhookEventType } from '../webhook-event-types.js';

/** A URL an organization's events are delivered to, with its signing secret(s). */
@Entity('webhook_endpoints')
export class WebhookEndpoint {
  @PrimaryUuid()
  id!: string;

  @Index()
  @OrganizationId()
  organizationId!: string;

  @Varchar(2048)
  url!: string;

  /** the events it subscribes to; null = all of them, including any added later */
  @NullableJson()
  events!: WebhookEventType[] | null;

  /** the signing secret, sealed (libs/webhooks/secret-box): never stored or logged in clear */
  @Text()
  secret!: string;

  /** the secret before the last rotation, sealed; signs too until previousSecretExpiresAt */
  @NullableText()
  previousSecret!: string | null;

  @NullableInstant()
  previousSecretExpiresAt!: Date | null;

  @Instant()
  createdAt!: Date;

  /** set on a 410 Gone, or after failing every attempt for WEBHOOK_GIVE_UP_AFTER_MS */
  @NullableInstant()
  disabledAt!: Date | null;

  @NullableVarchar(200)
  disabledReason!: string | null;

  /** first failed attempt since the last success; null while it succeeds */
  @NullableInstant()
  failingSince!: Date | null;

  /** last 2xx */
  @NullableInstant()
  lastDeliveryAt!: Date | null;

  /** the last attempt's HTTP status (`"200"`, `"503"`) or why there was none (`"timeout"`) */
  @NullableVarchar(40)
  lastStatus!: string | null;
}
