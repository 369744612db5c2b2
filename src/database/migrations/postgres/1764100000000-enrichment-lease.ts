import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Lease columns that make an `enriching` run owned, expiring and bounded in retries. */
export class EnrichmentLeasePostgres1764100000000 implements MigrationInterface {
  name = 'EnrichmentLeasePostgres1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "actors" ADD "leaseId" character varying(36)`);
    await q.query(
      `ALTER TABLE "actors" ADD "leaseExpiresAt" TIMESTAMP WITH TIME ZONE`,
    );
    await q.query(
      `ALTER TABLE "actors" ADD "enrichmentAttempts" integer NOT NULL DEFAULT '0'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "actors" DROP COLUMN "enrichmentAttempts"`);
    await q.query(`ALTER TABLE "actors" DROP COLUMN "leaseExpiresAt"`);
    await q.query(`ALTER TABLE "actors" DROP COLUMN "leaseId"`);
  }
}
