import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

@Entity('organizations')
export class Organization {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  /** Enrichments allowed per UTC calendar month; null = unlimited. */
  @Column({ type: 'integer', nullable: true })
  monthlyQuota!: number | null;

  /** Requests per minute per API key of this organization; null = RATE_LIMIT_PER_MINUTE. */
  @Column({ type: 'integer', nullable: true })
  rateLimitPerMinute!: number | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}
