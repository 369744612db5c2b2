import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * GET /v1/actors?status=… for a status few actors have (pending, enriching, failed, rejected):
 * without these, a page walks the organization's whole time index to find its hundred rows (a
 * failed page read ~10,000 index entries at 1,000,000 actors: bench/README.md, "List"). Partial
 * indexes on those statuses only, so they stay small and cost enriched actors' writes nothing;
 * `status=enriched` (most actors) walks the time indexes as before.
 */
const RARE_STATUS_INDEXES = [
  ['IDX_actors_org_status_created', 'createdAt'],
  ['IDX_actors_org_status_updated', 'updatedAt'],
] as const;

export const RARE_STATUS_WHERE = `"status" <> 'enriched'`;

async function createIndexes(q: QueryRunner, concurrently: boolean) {
  for (const [name, column] of RARE_STATUS_INDEXES)
    await q.query(
      `CREATE INDEX ${concurrently ? 'CONCURRENTLY ' : ''}IF NOT EXISTS "${name}" ON "actors" ("organizationId", "status", "${column}", "id") WHERE ${RARE_STATUS_WHERE}`,
    );
}

async function dropIndexes(q: QueryRunner) {
  for (const [name] of RARE_STATUS_INDEXES)
    await q.query(`DROP INDEX IF EXISTS "${name}"`);
}

/** CONCURRENTLY, outside a transaction: a big actors table stays writable meanwhile. */
export class RareStatusIndexesPostgres1767000000001 implements MigrationInterface {
  name = 'RareStatusIndexesPostgres1767000000001';
  transaction = false as const;
  up = (q: QueryRunner) => createIndexes(q, true);
  down = dropIndexes;
}

export class RareStatusIndexesSqlite1767000000001 implements MigrationInterface {
  name = 'RareStatusIndexesSqlite1767000000001';
  up = (q: QueryRunner) => createIndexes(q, false);
  down = dropIndexes;
}
