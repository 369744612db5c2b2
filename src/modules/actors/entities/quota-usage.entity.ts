import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Enrichments admitted per organization per UTC calendar month ("2026-11"). */
@Entity('quota_usage')
export class QuotaUsage {
  @PrimaryColumn({ type: 'uuid' })
  organizationId!: string;

  @PrimaryColumn({ type: 'varchar', length: 7 })
  month!: string;

  @Column({ type: 'integer' })
  used!: number;
}
