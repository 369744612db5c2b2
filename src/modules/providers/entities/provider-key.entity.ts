import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Organization } from '../../auth/entities/organization.entity.js';

/**
 * One organization's key for one data provider, and how it may be used. The key is sealed like
 * webhook secrets (libs/webhooks/secret-box, WEBHOOK_SECRETS_KEY) and never shown again.
 */
@Entity('provider_keys')
export class ProviderKey {
  @PrimaryColumn({ type: 'uuid' })
  organizationId!: string;

  @PrimaryColumn({ type: 'varchar', length: 16 })
  provider!: string;

  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organizationId' })
  organization?: Organization;

  /** the organization's order: lower is asked first (the order the providers were set in) */
  @Column({ type: 'integer' })
  position!: number;

  /** the API key, sealed: never stored or logged in clear */
  @Column({ type: 'text' })
  sealedKey!: string;

  /** minimum match confidence on PDL's 1–10 scale (docs/providers/README.md: other scales) */
  @Column({ type: 'integer' })
  minConfidence!: number;

  /** credits (or calls, as the provider bills) a month; null = no limit */
  @Column({ type: 'integer', nullable: true })
  monthlyBudget!: number | null;

  @Column({ type: 'varchar', length: 8 })
  mode!: string;

  @Column({ type: 'varchar', length: 8 })
  status!: string;

  /** ours: why it is invalid or paused (`401 from the provider`) */
  @Column({ type: 'varchar', length: 200, nullable: true })
  statusDetail!: string | null;

  /** the month (`2026-11`, UTC) a pause for lack of credits holds for */
  @Column({ type: 'varchar', length: 7, nullable: true })
  pausedMonth!: string | null;

  @Column({ type: 'datetime' })
  createdAt!: Date;

  @Column({ type: 'datetime' })
  updatedAt!: Date;
}
