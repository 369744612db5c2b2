import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The refresh work list (actor:reenrich, ENRICHMENT_REFRESH_AFTER_DAYS) and its retry bound. */
export class ActorRefreshSqlite1764810000000 implements MigrationInterface {
  name = 'ActorRefreshSqlite1764810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "actors" ADD "refreshRequestedAt" datetime`);
    await q.query(
      `ALTER TABLE "actors" ADD "refreshAttempts" integer NOT NULL DEFAULT (0)`,
    );
    await q.query(
      `CREATE INDEX "IDX_actors_refresh_requested" ON "actors" ("refreshRequestedAt")`,
    );
    await q.query(
      `CREATE INDEX "IDX_actors_status_enriched_at" ON "actors" ("status", "enrichedAt")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_actors_status_enriched_at"`);
    await q.query(`DROP INDEX "IDX_actors_refresh_requested"`);
    await q.query(`ALTER TABLE "actors" DROP COLUMN "refreshAttempts"`);
    await q.query(`ALTER TABLE "actors" DROP COLUMN "refreshRequestedAt"`);
  }
}
