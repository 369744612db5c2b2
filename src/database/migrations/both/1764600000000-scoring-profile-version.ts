import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The ICP profile version each actor's score is computed against: score writes compare-and-set on it. */
abstract class ScoringProfileVersion implements MigrationInterface {
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

// Shipped as two classes, one per dialect, and each database recorded its own class's name.
export class ScoringProfileVersionPostgres1764600000000 extends ScoringProfileVersion {
  name = 'ScoringProfileVersionPostgres1764600000000';
}

export class ScoringProfileVersionSqlite1764600000000 extends ScoringProfileVersion {
  name = 'ScoringProfileVersionSqlite1764600000000';
}
