import type { MigrationInterface, QueryRunner } from 'typeorm';

const BATCH = 5000;

/**
 * The signups list's company column falls back to the company's domain when no name was found
 * (backfilled in batches). SQLite has no trigram index: its search stays a LIKE over the covering
 * index IDX_actors_org_created (see bench/dashboard-list).
 */
export class ListCompanyAndSearchSqlite1766700000000 implements MigrationInterface {
  name = 'ListCompanyAndSearchSqlite1766700000000';

  async up(q: QueryRunner): Promise<void> {
    for (;;) {
      await q.query(
        `UPDATE "actors" SET "companyName" = substr(json_extract("enrichment", '$.companyDomain'), 1, 255)
         WHERE "id" IN (SELECT "id" FROM "actors"
           WHERE "companyName" IS NULL AND "enrichment" IS NOT NULL
             AND json_extract("enrichment", '$.companyDomain') IS NOT NULL LIMIT ${BATCH})`,
      );
      const [{ changed }] = (await q.query(
        `SELECT changes() AS "changed"`,
      )) as [{ changed: number }];
      if (!changed) break;
    }
  }

  async down(): Promise<void> {
    // The company names backfilled from domains stay: the list reads them either way.
  }
}
