import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The research report (what each tool was asked and what came of it, the facts not kept) and the
 * company context (its parent, a total's currency), kept with each enrichment result: the full
 * record's `research` and `company`.
 */
export abstract class ResearchReport implements MigrationInterface {
  /** what the migrations table records: each dialect's class has its own (../postgres, ../sqlite) */
  abstract name: string;

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "actors" ADD "researchReport" json`);
    await q.query(`ALTER TABLE "actors" ADD "companyContext" json`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "actors" DROP COLUMN "companyContext"`);
    await q.query(`ALTER TABLE "actors" DROP COLUMN "researchReport"`);
  }
}
