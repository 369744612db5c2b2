import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

/** Stands in for "no quota" in SQL comparisons (the column is a 32-bit integer). */
const UNLIMITED = 2147483647;

/** The quota_usage table: enrichments admitted per organization and month. */
@Injectable()
export class QuotaUsageRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Counts one more for the month if the organization's quota allows; false when it is used up.
   * One statement, one round trip: the organization's quota is read inside the upsert (null =
   * unlimited), a quota of 0 inserts nothing, and RETURNING says whether it counted, so
   * concurrent creates can never admit more than the quota, on either database.
   */
  async increment(
    organizationId: string,
    month: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<boolean> {
    const rows = await this.query(
      `INSERT INTO "quota_usage" ("organizationId", "month", "used")
       SELECT :organizationId, :month, 1 FROM "organizations" "o"
       WHERE "o"."id" = :organizationId AND COALESCE("o"."monthlyQuota", 1) > 0
       ON CONFLICT ("organizationId", "month") DO UPDATE SET "used" = "quota_usage"."used" + 1
       WHERE "quota_usage"."used" < COALESCE(
         (SELECT "monthlyQuota" FROM "organizations" WHERE "id" = :organizationId), ${UNLIMITED})
       RETURNING "used"`,
      { organizationId, month },
      manager,
    );
    return rows.length === 1;
  }

  async used(organizationId: string, month: string): Promise<number> {
    const [row] = await this.query<{ used: number }>(
      'SELECT "used" FROM "quota_usage" WHERE "organizationId" = :organizationId AND "month" = :month',
      { organizationId, month },
    );
    return row?.used ?? 0;
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
