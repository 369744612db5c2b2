import { Entity } from 'typeorm';
import {
  CreatedAt,
  NullableInteger,
  PrimaryUuid,
  Varchar,
} from '../../../database/columns.js';

@Entity('organizations')
export class Organization {
  @PrimaryUuid()
  id!: string;

  @Varchar(200)
  name!: string;

  /** Enrichments allowed per UTC calendar month; null = unlimited. */
  @NullableInteger()
  monthlyQuota!: number | null;

  /** Requests per minute per API key of this organization; null = RATE_LIMIT_PER_MINUTE. */
  @NullableInteger()
  rateLimitPerMinute!: number | null;

  @CreatedAt()
  createdAt!: Date;
}
