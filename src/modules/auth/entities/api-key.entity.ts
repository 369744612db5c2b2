import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  ManyToOne,
  JoinColumn,
  PrimaryColumn,
} from 'typeorm';
import { Organization } from './organization.entity.js';

/** An API key. The secret itself is never stored: only its SHA-256. */
@Entity('api_keys')
export class ApiKey {
  /** Public identifier (`key_…`), safe to log and to show in lists. */
  @PrimaryColumn({ type: 'varchar', length: 40 })
  id!: string;

  @Index()
  @Column({ type: 'uuid' })
  organizationId!: string;

  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organizationId' })
  organization?: Organization;

  /** Hex SHA-256 of the full key; the look-up index for verification. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64 })
  secretHash!: string;

  /**
   * What the key is for ("CRM sync", "staging"), so two keys in a list can be told apart; shown in
   * lists and logged with the requests it authenticates (the key itself never is). Optional.
   */
  @Column({ type: 'varchar', length: 100, nullable: true })
  name!: string | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @Column({ type: 'datetime', nullable: true })
  expiresAt!: Date | null;

  @Column({ type: 'datetime', nullable: true })
  revokedAt!: Date | null;

  /** Updated at most once a minute per key, so requests never wait on a write. */
  @Column({ type: 'datetime', nullable: true })
  lastUsedAt!: Date | null;
}
