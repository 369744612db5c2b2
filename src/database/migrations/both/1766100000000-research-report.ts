import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The research report (what each tool was asked and what came of it, the facts not kept) and the
 * company context (its parent, a total's currency), kept with each enrichment result: the full
 * record's `research` and `company`.
 */
abstract class ResearchReport implements MigrationInterface {
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

// Shipped as two classes, one per dialect, and each database recorded its own class's name.
export class ResearchReportPostgres1766100000000 extends ResearchReport {
  name = 'ResearchReportPostgres1766100000000';
}

export class ResearchReportSqlite1766100000000 extends ResearchReport {
  name = 'ResearchReportSqlite1766100000000';
}
