import { Entity, PrimaryColumn } from 'typeorm';
import {
  Integer,
  PrimaryUuid,
  PrimaryVarchar,
} from '../../../database/columns.js';

/**
 * Enrichments admitted per organization, UTC calendar month ("2026-11") and shard: the month's
 * count is the sum of its shards, so concurrent creates of one organization update different
 * rows instead of queueing on one row's lock (see QuotaUsageRepository).
 */
@Entity('quota_usage')
export class QuotaUsage {
  @PrimaryUuid()
  organizationId!: string;

  @PrimaryVarchar(7)
  month!: string;

  @PrimaryColumn({ type: 'integer', default: 0 })
  shard!: number;

  @Integer()
  used!: number;
}
