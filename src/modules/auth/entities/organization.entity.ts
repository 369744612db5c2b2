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

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}
