import type { MigrationInterface, QueryRunner } from 'typeorm';

/** ICP profiles (one per organization) and monthly quota counters. */
export class IcpAndQuotaPostgres1764200000000 implements MigrationInterface {
  name = 'IcpAndQuotaPostgres1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "quota_usage" ("organizationId" uuid NOT NULL, "month" character varying(7) NOT NULL, "used" integer NOT NULL, CONSTRAINT "PK_404f0fc84b54c8b8878bed6cd75" PRIMARY KEY ("organizationId", "month"))`,
    );
    await q.query(
      `CREATE TABLE "icp_profiles" ("organizationId" uuid NOT NULL, "profile" json NOT NULL, "version" integer NOT NULL, "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_752331535cebf956d4e04b94364" PRIMARY KEY ("organizationId"))`,
    );
    await q.query(
      `ALTER TABLE "icp_profiles" ADD CONSTRAINT "FK_752331535cebf956d4e04b94364" FOREIGN KEY ("organizationId") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "icp_profiles"`);
    await q.query(`DROP TABLE "quota_usage"`);
  }
}
