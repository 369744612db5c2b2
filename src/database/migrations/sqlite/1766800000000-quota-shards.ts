import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Quota counts in shards: a shard column in the key (a new table), existing counts in shard 0. */
export class QuotaShardsSqlite1766800000000 implements MigrationInterface {
  name = 'QuotaShardsSqlite1766800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "temporary_quota_usage" ("organizationId" varchar NOT NULL, "month" varchar(7) NOT NULL, "used" integer NOT NULL, "shard" integer NOT NULL DEFAULT (0), PRIMARY KEY ("organizationId", "month", "shard"))`,
    );
    await q.query(
      `INSERT INTO "temporary_quota_usage"("organizationId", "month", "used") SELECT "organizationId", "month", "used" FROM "quota_usage"`,
    );
    await q.query(`DROP TABLE "quota_usage"`);
    await q.query(
      `ALTER TABLE "temporary_quota_usage" RENAME TO "quota_usage"`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "temporary_quota_usage" ("organizationId" varchar NOT NULL, "month" varchar(7) NOT NULL, "used" integer NOT NULL, PRIMARY KEY ("organizationId", "month"))`,
    );
    // Each month's shards summed into one row again.
    await q.query(
      `INSERT INTO "temporary_quota_usage"("organizationId", "month", "used") SELECT "organizationId", "month", SUM("used") FROM "quota_usage" GROUP BY "organizationId", "month"`,
    );
    await q.query(`DROP TABLE "quota_usage"`);
    await q.query(
      `ALTER TABLE "temporary_quota_usage" RENAME TO "quota_usage"`,
    );
  }
}
