import { Entity, Index } from 'typeorm';
import {
  CreatedAt,
  NullableInstant,
  NullableVarchar,
  PrimaryVarchar,
  Varchar,
} from '../../../database/columns.js';
import { OrganizationId } from './organization-id-column.js';

/** An API key. The secret itself is never stored: only its SHA-256. */
@Entity('api_keys')
export class ApiKey {
  /** Public identifier (`key_…`), safe to log and to show in lists. */
  @PrimaryVarchar(40)
  id!: string;

  @Index()
  @OrganizationId()
  organizationId!: string;

  /** Hex SHA-256 of the full key; the look-up index for verification. */
  @Index({ unique: true })
  @Varchar(64)
  secretHash!: string;

  /**
   * What the key is for ("CRM sync", "staging"), so two keys in a list can be told apart; shown in
   * lists and logged with the requests it authenticates (the key itself never is). Optional.
   */
  @NullableVarchar(100)
  name!: string | null;

  @CreatedAt()
  createdAt!: Date;

  @NullableInstant()
  expiresAt!: Date | null;

  @NullableInstant()
  revokedAt!: Date | null;

  /** Updated at most once a minute per key, so requests never wait on a write. */
  @NullableInstant()
  lastUsedAt!: Date | null;
}
