import type { MigrationInterface, QueryRunner } from 'typeorm';

/** GET /v1/actors?order=updated: an index on (organizationId, updatedAt, id) for its keyset walk. */
export class ActorListSqlite1766500000000 implements MigrationInterface {
  name = 'ActorListSqlite1766500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX "IDX_actors_org_updated" ON "actors" ("organizationId", "updatedAt", "id")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_actors_org_updated"`);
  }
}
