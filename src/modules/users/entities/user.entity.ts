import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
} from 'typeorm';
import { Organization } from '../../auth/entities/organization.entity.js';
import type { UserRole } from '../user-role.js';

/**
 * A person who signs in to the dashboard of one organization. The email is unique across
 * organizations, so that sign-in needs nothing but email and password.
 */
@Entity('users')
export class User {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Index()
  @Column({ type: 'uuid' })
  organizationId!: string;

  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organizationId' })
  organization?: Organization;

  /** Always lowercased. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 320 })
  email!: string;

  @Column({ type: 'varchar', length: 16 })
  role!: UserRole;

  /** libs/password's scrypt string; the password itself is never stored. */
  @Column({ type: 'varchar', length: 200 })
  passwordHash!: string;

  @Column({ type: 'datetime' })
  createdAt!: Date;
}
