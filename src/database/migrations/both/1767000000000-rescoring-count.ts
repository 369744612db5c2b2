import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ICP profile remembers how many actors its latest change set to be rescored, so each score
 * that rescoring writes can say so in its webhook (`data.rescoring`). The same SQL on both
 * dialects: one class, listed by both migration indexes (each database runs it once).
 */
export class RescoringCount1767000000000 implements MigrationInterface {
  name = 'RescoringCount1767000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "icp_profiles" ADD "rescoringActors" integer`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "icp_profiles" DROP COLUMN "rescoringActors"`);
  }
}
