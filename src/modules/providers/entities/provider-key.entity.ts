import { Entity } from 'typeorm';
import {
  Instant,
  Integer,
  NullableInteger,
  NullableVarchar,
  PrimaryVarchar,
  Text,
  Varchar,
} from '../../../database/columns.js';
import { OrganizationId } from '../../auth/entities/organization-id-column.js';

/**
 * One organization's key for one data provider, and how it may be used. The key is sealed like
 * webhook secrets (libs/webhooks/secret-box, WEBHOOK_SECRETS_KEY) and never shown again.
 */
@Entity('provider_keys')
export class ProviderKey {
  @OrganizationId({ primary: true })
  organizationId!: string;

  @PrimaryVarchar(16)
  provider!: string;

  /** the organization's order: lower is asked first (the order the providers were set in) */
  @Integer()
  position!: number;

  /** the API key, sealed: never stored or logged in clear */
  @Text()
  sealedKey!: string;

  /** minimum match confidence on PDL's 1–10 scale (docs/providers/README.md: other scales) */
  @Integer()
  minConfidence!: number;

  /** credits (or calls, as the provider bills) a month; null = no limit */
  @NullableInteger()
  monthlyBudget!: number | null;

  @Varchar(8)
  mode!: string;

  @Varchar(8)
  status!: string;

  /** ours: why it is invalid or paused (`401 from the provider`) */
  @NullableVarchar(200)
  statusDetail!: string | null;

  /** the month (`2026-11`, UTC) a pause for lack of credits holds for */
  @NullableVarchar(7)
  pausedMonth!: string | null;

  @Instant()
  createdAt!: Date;

  @Instant()
  updatedAt!: Date;
}
