import { Entity, Index } from 'typeorm';
import { Instant, PrimaryUuid, Varchar } from '../../../database/columns.js';
import { OrganizationId } from '../../auth/entities/organization-id-column.js';
import type { UserRole } from '../user-role.js';

/**
 * A person who signs in to the dashboard of one organization. The email is unique across
 * organizations, so that sign-in needs nothing but email and password.
 */
@Entity('users')
export class User {
  @PrimaryUuid()
  id!: string;

  @Index()
  @OrganizationId()
  organizationId!: string;

  /** Always lowercased. */
  @Index({ unique: true })
  @Varchar(320)
  email!: string;

  @Varchar(16)
  role!: UserRole;

  /** libs/password's scrypt string; the password itself is never stored. */
  @Varchar(200)
  passwordHash!: string;

  @Instant()
  createdAt!: Date;
}
