import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * GET /v1/actors?order=updated: an index on (organizationId, updatedAt, id) for its keyset walk.
 * Built CONCURRENTLY, which cannot run in a transaction, so that creating and updating actors
 * goes on while a big table is indexed.
 */
export class ActorListPostgres1766500000000 implements MigrationInterface {
  name = 'ActorListPostgres1766500000000';
  transaction = false;

  async up(q: QueryRunner): Promise<void> {
    // A build interrupted earlier leaves an invalid index behind under this name: start afresh.
    await q.query(`DROP INDEX CONCURRENTLY IF EXISTS "IDX_actors_org_updated"`);
    await q.query(
      `CREATE INDEX CONCURRENTLY "IDX_actors_org_updated" ON "actors" ("organizationId", "updatedAt", "id")`,
    );
  }

  // Undoing runs in the undo's transaction (TypeORM's undo ignores `transaction = false`): a plain
  // DROP, which holds the table's lock only for a moment.
  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "IDX_actors_org_updated"`);
  }
}
