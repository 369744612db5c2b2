import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Quota counts in shards (QuotaUsageRepository): a shard column in the key, existing counts in
 * shard 0. quota_usage holds a row per organization and month, so rebuilding its key takes
 * milliseconds even with years of history; adding a column with a constant default rewrites
 * nothing. The actors table is not touched.
 */
export class QuotaShardsPostgres1766800000000 implements MigrationInterface {
  name = 'QuotaShardsPostgres1766800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "quota_usage" ADD "shard" integer NOT NULL DEFAULT '0'`,
    );
    await q.query(
      `ALTER TABLE "quota_usage" DROP CONSTRAINT "PK_404f0fc84b54c8b8878bed6cd75"`,
    );
    await q.query(
      `ALTER TABLE "quota_usage" ADD CONSTRAINT "PK_71cb881a863b873c9c9fb9b827d" PRIMARY KEY ("organizationId", "month", "shard")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    // Each month's shards summed into one row again.
    await q.query(
      `INSERT INTO "quota_usage" ("organizationId", "month", "shard", "used") SELECT "organizationId", "month", -1, SUM("used") FROM "quota_usage" GROUP BY "organizationId", "month"`,
    );
    await q.query(`DELETE FROM "quota_usage" WHERE "shard" <> -1`);
    await q.query(
      `ALTER TABLE "quota_usage" DROP CONSTRAINT "PK_71cb881a863b873c9c9fb9b827d"`,
    );
    await q.query(`ALTER TABLE "quota_usage" DROP COLUMN "shard"`);
    await q.query(
      `ALTER TABLE "quota_usage" ADD CONSTRAINT "PK_404f0fc84b54c8b8878bed6cd75" PRIMARY KEY ("organizationId", "month")`,
    );
  }
}
