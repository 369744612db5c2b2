import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Company research shared per registrable domain (public facts only) and its lookup claims. */
export class CompanyFindingsSqlite1765100000000 implements MigrationInterface {
  name = 'CompanyFindingsSqlite1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "company_findings" ("domain" varchar(253) NOT NULL, "tool" varchar(32) NOT NULL, "finding" text, "fetchedAt" bigint, "claimToken" varchar(36), "claimedUntil" bigint NOT NULL DEFAULT (0), PRIMARY KEY ("domain", "tool"))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "company_findings"`);
  }
}
