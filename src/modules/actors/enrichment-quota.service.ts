import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

/** Stands in for "no quota" in SQL comparisons (the column is a 32-bit integer). */
const UNLIMITED = 2147483647;

/** "2026-11": quotas count per UTC calendar month. */
export function quotaMonth(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/**
 * Monthly enrichment quotas. Admission is one atomic upsert that only increments while under the
 * quota, so concurrent creates can never admit more than the quota, on either database.
 */
@Injectable()
export class EnrichmentQuotaService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Counts one enrichment for the organization if its quota allows; false when it is used up.
   * On `manager` when it must commit with another change (a re-admission under a raised quota).
   */
  async admit(
    organizationId: string,
    at: Date,
    manager?: EntityManager,
  ): Promise<boolean> {
    // One statement, one round trip: the organization's quota is read inside the upsert (null =
    // unlimited), and a quota of 0 inserts nothing. RETURNING says whether we were admitted.
    const rows = await this.query(
      `INSERT INTO "quota_usage" ("organizationId", "month", "used")
       SELECT :organizationId, :month, 1 FROM "organizations" "o"
       WHERE "o"."id" = :organizationId AND COALESCE("o"."monthlyQuota", 1) > 0
       ON CONFLICT ("organizationId", "month") DO UPDATE SET "used" = "quota_usage"."used" + 1
       WHERE "quota_usage"."used" < COALESCE(
         (SELECT "monthlyQuota" FROM "organizations" WHERE "id" = :organizationId), ${UNLIMITED})
       RETURNING "used"`,
      { organizationId, month: quotaMonth(at) },
      manager,
    );
    return rows.length === 1;
  }

  /** Enrichments admitted this month (for reporting and tests). */
  async used(organizationId: string, at: Date): Promise<number> {
    const [row] = await this.query<{ used: number }>(
      'SELECT "used" FROM "quota_usage" WHERE "organizationId" = :organizationId AND "month" = :month',
      { organizationId, month: quotaMonth(at) },
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
