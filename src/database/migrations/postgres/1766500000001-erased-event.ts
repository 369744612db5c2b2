import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The `actor.erased` webhook event outlives its actor (it holds only the id): webhook_events no
 * longer references actors. Dropping a foreign key scans nothing; erasure deletes the actor's
 * other events itself.
 */
export class ErasedEventPostgres1766500000001 implements MigrationInterface {
  name = 'ErasedEventPostgres1766500000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "webhook_events" DROP CONSTRAINT "FK_3f0cedf50a6f9e3cf9b661f10b4"`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    // Erased actors' events name no row: they go (their deliveries cascade) before the key returns.
    await q.query(
      `DELETE FROM "webhook_events" e WHERE NOT EXISTS (SELECT 1 FROM "actors" a WHERE a."id" = e."actorId")`,
    );
    await q.query(
      `ALTER TABLE "webhook_events" ADD CONSTRAINT "FK_3f0cedf50a6f9e3cf9b661f10b4" FOREIGN KEY ("actorId") REFERENCES "actors"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }
}
