import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Data providers: each organization's sealed keys and how it uses them, its monthly usage (the
 * budget's measure), and the answers kept for it (reused within PROVIDER_CACHE_TTL_MS). New,
 * empty tables: nothing to backfill.
 */
export class ProvidersPostgres1766650000000 implements MigrationInterface {
  name = 'ProvidersPostgres1766650000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "provider_keys" ("organizationId" uuid NOT NULL, "provider" character varying(16) NOT NULL, "position" integer NOT NULL, "sealedKey" text NOT NULL, "minConfidence" integer NOT NULL, "monthlyBudget" integer, "mode" character varying(8) NOT NULL, "status" character varying(8) NOT NULL, "statusDetail" character varying(200), "pausedMonth" character varying(7), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL, "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_374d4de6cc5dfae81c3d651e39d" PRIMARY KEY ("organizationId", "provider"))`,
    );
    await q.query(
      `CREATE TABLE "provider_usage" ("organizationId" uuid NOT NULL, "provider" character varying(16) NOT NULL, "month" character varying(7) NOT NULL, "calls" integer NOT NULL DEFAULT '0', "matches" integer NOT NULL DEFAULT '0', "spend" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_4efc9e0e51fe4ee797e8033393e" PRIMARY KEY ("organizationId", "provider", "month"))`,
    );
    await q.query(
      `CREATE TABLE "provider_answers" ("organizationId" uuid NOT NULL, "provider" character varying(16) NOT NULL, "subject" character varying(64) NOT NULL, "answer" text NOT NULL, "fetchedAt" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_258ec824d8d8fff27c32dd59f7b" PRIMARY KEY ("organizationId", "provider", "subject"))`,
    );
    await q.query(
      `ALTER TABLE "provider_keys" ADD CONSTRAINT "FK_c5318aece9e01508436f904e55a" FOREIGN KEY ("organizationId") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "provider_keys" DROP CONSTRAINT "FK_c5318aece9e01508436f904e55a"`,
    );
    await q.query(`DROP TABLE "provider_answers"`);
    await q.query(`DROP TABLE "provider_usage"`);
    await q.query(`DROP TABLE "provider_keys"`);
  }
}
