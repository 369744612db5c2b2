import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * Rows per organization and month. Concurrent creates pick different shards, so they do not wait
 * for each other's commit on one row's lock; sixteen covers the API's pool of connections.
 */
export const QUOTA_SHARDS = 16;

/**
 * The share of `total` that shard `shard` holds: total / shards, the first total % shards shards
 * one more. The quota's capacity per shard and a rebalanced count split the same way, so a count
 * below the quota fits every shard's capacity (see rebalance).
 */
export function shardShare(total: number, shard: number): number {
  return (
    Math.floor(total / QUOTA_SHARDS) + (shard < total % QUOTA_SHARDS ? 1 : 0)
  );
}

/** shardShare in SQL, of the organization's current quota (null when unlimited). */
const capacity = (quota: string) =>
  `((${quota}) / ${QUOTA_SHARDS} + CASE WHEN CAST(:shard AS integer) < (${quota}) % ${QUOTA_SHARDS} THEN 1 ELSE 0 END)`;

/** The quota_usage table: enrichments admitted per organization, month and shard. */
@Injectable()
export class QuotaUsageRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Counts one more in this shard if the shard's capacity under the organization's current quota
   * allows; false when the shard is full. One statement: the quota is read inside the upsert, and
   * RETURNING says whether it counted, so concurrent creates never pass a shard's capacity, on
   * either database. The capacities add up to the quota.
   */
  async incrementShard(
    organizationId: string,
    month: string,
    shard: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<boolean> {
    const rows = await this.query(
      `INSERT INTO "quota_usage" ("organizationId", "month", "shard", "used")
       SELECT :organizationId, :month, :shard, 1 FROM "organizations" "o"
       WHERE "o"."id" = :organizationId AND ${capacity('"o"."monthlyQuota"')} > 0
       ON CONFLICT ("organizationId", "month", "shard") DO UPDATE SET "used" = "quota_usage"."used" + 1
       WHERE "quota_usage"."used" < (SELECT ${capacity('"monthlyQuota"')} FROM "organizations" WHERE "id" = :organizationId)
       RETURNING "used"`,
      { organizationId, month, shard },
      manager,
    );
    return rows.length === 1;
  }

  /** Each shard's count this month (shards without a row have counted nothing). */
  async shards(
    organizationId: string,
    month: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<number[]> {
    const rows = await this.query<{ shard: number; used: number }>(
      'SELECT "shard", "used" FROM "quota_usage" WHERE "organizationId" = :organizationId AND "month" = :month',
      { organizationId, month },
      manager,
    );
    const used = Array.from({ length: QUOTA_SHARDS }, () => 0);
    for (const row of rows) used[Number(row.shard)] += Number(row.used);
    return used;
  }

  /**
   * Spreads `total` over the month's shards as the capacities are spread (shardShare), so that
   * under a lowered quota no shard holds more than its share while another still has room: a
   * shard admits only below its capacity, and a total below the quota then fits under every one.
   */
  async rebalance(
    organizationId: string,
    month: string,
    total: number,
    manager: EntityManager,
  ): Promise<void> {
    const values = Array.from(
      { length: QUOTA_SHARDS },
      (_, shard) =>
        `(:organizationId, :month, ${shard}, ${shardShare(total, shard)})`,
    ).join(', ');
    await this.query(
      `INSERT INTO "quota_usage" ("organizationId", "month", "shard", "used") VALUES ${values}
       ON CONFLICT ("organizationId", "month", "shard") DO UPDATE SET "used" = excluded."used"`,
      { organizationId, month },
      manager,
    );
  }

  /** The organization's quota: null = unlimited, undefined = no such organization. */
  async quotaOf(
    organizationId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<number | null | undefined> {
    const [row] = await this.query<{ monthlyQuota: number | null }>(
      'SELECT "monthlyQuota" FROM "organizations" WHERE "id" = :organizationId',
      { organizationId },
      manager,
    );
    return row ? row.monthlyQuota : undefined;
  }

  /** Locks the organization's row until the transaction ends; its quota before any change. */
  async lockQuota(
    organizationId: string,
    manager: EntityManager,
  ): Promise<number | null | undefined> {
    // An update that changes nothing takes the row lock (PostgreSQL) or the write lock (SQLite)
    // first, so nothing can change the quota or the counts between this read and the commit.
    await this.query(
      'UPDATE "organizations" SET "monthlyQuota" = "monthlyQuota" WHERE "id" = :organizationId',
      { organizationId },
      manager,
    );
    return this.quotaOf(organizationId, manager);
  }

  private query<T = unknown>(
    sql: string,
    params: Record<string, unknown>,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<T[]> {
    const [text, values] = this.dataSource.driver.escapeQueryWithParameters(
      sql,
      params,
    );
    return manager.query(text, values);
  }
}
