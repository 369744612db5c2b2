import { Entity } from 'typeorm';
import {
  Counter,
  PrimaryUuid,
  PrimaryVarchar,
} from '../../../database/columns.js';

/** What one organization asked of one provider in one month (UTC): the budget's measure. */
@Entity('provider_usage')
export class ProviderUsage {
  @PrimaryUuid()
  organizationId!: string;

  @PrimaryVarchar(16)
  provider!: string;

  /** `2026-11` */
  @PrimaryVarchar(7)
  month!: string;

  /** requests made (cached answers are not requests) */
  @Counter()
  calls!: number;

  @Counter()
  matches!: number;

  /** credits or calls, as the provider bills */
  @Counter()
  spend!: number;
}
