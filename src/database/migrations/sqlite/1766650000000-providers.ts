import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Data providers: sealed keys per organization, monthly usage, answers kept per organization. */
export class ProvidersSqlite1766650000000 implements MigrationInterface {
  name = 'ProvidersSqlite1766650000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "provider_keys" ("organizationId" varchar NOT NULL, "provider" varchar(16) NOT NULL, "position" integer NOT NULL, "sealedKey" text NOT NULL, "minConfidence" integer NOT NULL, "monthlyBudget" integer, "mode" varchar(8) NOT NULL, "status" varchar(8) NOT NULL, "statusDetail" varchar(200), "pausedMonth" varchar(7), "createdAt" datetime NOT NULL, "updatedAt" datetime NOT NULL, CONSTRAINT "FK_c5318aece9e01508436f904e55a" FOREIGN KEY ("organizationId") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("organizationId", "provider"))`,
    );
    await q.query(
      `CREATE TABLE "provider_usage" ("organizationId" varchar NOT NULL, "provider" varchar(16) NOT NULL, "month" varchar(7) NOT NULL, "calls" integer NOT NULL DEFAULT (0), "matches" integer NOT NULL DEFAULT (0), "spend" integer NOT NULL DEFAULT (0), PRIMARY KEY ("organizationId", "provider", "month"))`,
    );
    await q.query(
      `CREATE TABLE "provider_answers" ("organizationId" varchar NOT NULL, "provider" varchar(16) NOT NULL, "subject" varchar(64) NOT NULL, "answer" text NOT NULL, "fetchedAt" datetime NOT NULL, PRIMARY KEY ("organizationId", "provider", "subject"))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "provider_answers"`);
    await q.query(`DROP TABLE "provider_usage"`);
    await q.query(`DROP TABLE "provider_keys"`);
  }
}
