import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Company research shared per registrable domain (public facts only) and its lookup claims. */
export class CompanyFindingsPostgres1765100000000 implements MigrationInterface {
  name = 'CompanyFindingsPostgres1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "company_findings" ("domain" character varying(253) NOT NULL, "tool" character varying(32) NOT NULL, "finding" text, "fetchedAt" bigint, "claimToken" character varying(36), "claimedUntil" bigint NOT NULL DEFAULT '0', CONSTRAINT "PK_69eb80c23e631dfeb90b7bdbe43" PRIMARY KEY ("domain", "tool"))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "company_findings"`);
  }
}
