import { Column, Entity, PrimaryColumn } from 'typeorm';

/** What one organization asked of one provider in one month (UTC): the budget's measure. */
@Entity('provider_usage')
export class ProviderUsage {
  @PrimaryColumn({ type: 'uuid' })
  organizationId!: string;

  @PrimaryColumn({ type: 'varchar', length: 16 })
  provider!: string;

  /** `2026-11` */
  @PrimaryColumn({ type: 'varchar', length: 7 })
  month!: string;

  /** requests made (cached answers are not requests) */
  @Column({ type: 'integer', default: 0 })
  calls!: number;

  @Column({ type: 'integer', default: 0 })
  matches!: number;

  /** credits or calls, as the provider bills */
  @Column({ type: 'integer', default: 0 })
  spend!: number;
}
