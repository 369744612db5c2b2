import type { MigrationInterface, QueryRunner } from 'typeorm';

/** ICP profiles (one per organization) and monthly quota counters. */
export class IcpAndQuotaSqlite1764200000000 implements MigrationInterface {
  name = 'IcpAndQuotaSqlite1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "quota_usage" ("organizationId" varchar NOT NULL, "month" varchar(7) NOT NULL, "used" integer NOT NULL, PRIMARY KEY ("organizationId", "month"))`,
    );
    await q.query(
      `CREATE TABLE "icp_profiles" ("organizationId" varchar PRIMARY KEY NOT NULL, "profile" json NOT NULL, "version" integer NOT NULL, "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_752331535cebf956d4e04b94364" FOREIGN KEY ("organizationId") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "icp_profiles"`);
    await q.query(`DROP TABLE "quota_usage"`);
  }
}
