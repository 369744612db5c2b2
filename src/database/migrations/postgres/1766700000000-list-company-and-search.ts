import type { MigrationInterface, QueryRunner } from 'typeorm';

const BATCH = 5000;
const TRIGRAM_INDEXES = [
  ['IDX_actors_email_trgm', 'email'],
  ['IDX_actors_name_trgm', 'name'],
  ['IDX_actors_company_trgm', 'companyName'],
] as const;

/**
 * The signups list at scale. Its company column falls back to the company's domain when no name
 * was found (backfilled in batches, each committed on its own, so no long lock on a big table).
 * Its search (`ILIKE '%…%'` on email, name and company) gets trigram indexes: a substring search
 * otherwise reads every row of the organization. Built CONCURRENTLY, so outside a transaction.
 */
export class ListCompanyAndSearchPostgres1766700000000 implements MigrationInterface {
  name = 'ListCompanyAndSearchPostgres1766700000000';
  transaction = false as const;

  async up(q: QueryRunner): Promise<void> {
    for (;;) {
      const [, updated] = (await q.query(
        `UPDATE "actors" SET "companyName" = left("enrichment"->>'companyDomain', 255)
         WHERE "id" IN (SELECT "id" FROM "actors"
           WHERE "companyName" IS NULL AND "enrichment" IS NOT NULL
             AND "enrichment"->>'companyDomain' IS NOT NULL LIMIT ${BATCH})`,
      )) as [unknown, number];
      if (!updated) break;
    }
    // pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it.
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    for (const [name, column] of TRIGRAM_INDEXES)
      await q.query(
        `CREATE INDEX CONCURRENTLY IF NOT EXISTS "${name}" ON "actors" USING gin ("${column}" gin_trgm_ops)`,
      );
  }

  async down(q: QueryRunner): Promise<void> {
    // Not CONCURRENTLY: an undo may run inside a transaction (dropping is quick either way).
    for (const [name] of TRIGRAM_INDEXES)
      await q.query(`DROP INDEX IF EXISTS "${name}"`);
    // The company names backfilled from domains stay: the list reads them either way.
  }
}
