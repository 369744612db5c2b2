import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The ICP profile version each actor's score is computed against: score writes compare-and-set on it. */
export abstract class ScoringProfileVersion implements MigrationInterface {
  /** what the migrations table records: each dialect's class has its own (../postgres, ../sqlite) */
  abstract name: string;

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "actors" ADD "scoringProfileVersion" integer`);
    // Enriched actors awaiting a score for their organization's current profile await that version.
    await q.query(
      `UPDATE "actors" SET "scoringProfileVersion" = (SELECT "version" FROM "icp_profiles" "p" WHERE "p"."organizationId" = "actors"."organizationId") WHERE "status" = 'enriched'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "actors" DROP COLUMN "scoringProfileVersion"`);
  }
}
