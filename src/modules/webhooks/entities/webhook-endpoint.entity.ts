import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
} from 'typeorm';
import { Organization } from '../../auth/entities/organization.entity.js';
import type { WebhookEventType } from '../webhook-event-types.js';

/** A URL an organization's events are delivered to, with its signing secret(s). */
@Entity('webhook_endpoints')
export class WebhookEndpoint {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Index()
  @Column({ type: 'uuid' })
  organizationId!: string;

  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organizationId' })
  organization?: Organization;

  @Column({ type: 'varchar', length: 2048 })
  url!: string;

  /** the events it subscribes to; null = all of them, including any added later */
  @Column({ type: 'json', nullable: true })
  events!: WebhookEventType[] | null;

  /** the signing secret, sealed (libs/webhooks/secret-box): never stored or logged in clear */
  @Column({ type: 'text' })
  secret!: string;

  /** the secret before the last rotation, sealed; signs too until previousSecretExpiresAt */
  @Column({ type: 'text', nullable: true })
  previousSecret!: string | null;

  @Column({ type: 'datetime', nullable: true })
  previousSecretExpiresAt!: Date | null;

  @Column({ type: 'datetime' })
  createdAt!: Date;

  /** set on a 410 Gone, or after failing every attempt for WEBHOOK_GIVE_UP_AFTER_MS */
  @Column({ type: 'datetime', nullable: true })
  disabledAt!: Date | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  disabledReason!: string | null;

  /** first failed attempt since the last success; null while it succeeds */
  @Column({ type: 'datetime', nullable: true })
  failingSince!: Date | null;

  /** last 2xx */
  @Column({ type: 'datetime', nullable: true })
  lastDeliveryAt!: Date | null;

  /** the last attempt's HTTP status (`"200"`, `"503"`) or why there was none (`"timeout"`) */
  @Column({ type: 'varchar', length: 40, nullable: true })
  lastStatus!: string | null;
}
