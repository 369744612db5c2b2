import type { MigrationInterface, QueryRunner } from 'typeorm';

const COLUMNS = `"seq", "messageId", "organizationId", "actorId", "type", "payload", "createdAt"`;
const TABLE = (name: string, foreignKey: string) =>
  `CREATE TABLE "${name}" ("seq" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "messageId" varchar(40) NOT NULL, "organizationId" varchar NOT NULL, "actorId" varchar NOT NULL, "type" varchar(32) NOT NULL, "payload" text NOT NULL, "createdAt" datetime NOT NULL${foreignKey})`;
const ACTOR_KEY = `, CONSTRAINT "FK_3f0cedf50a6f9e3cf9b661f10b4" FOREIGN KEY ("actorId") REFERENCES "actors" ("id") ON DELETE CASCADE ON UPDATE NO ACTION`;

/**
 * The `actor.erased` webhook event outlives its actor (it holds only the id): webhook_events no
 * longer references actors. SQLite drops a foreign key by rebuilding the table (TypeORM turns
 * foreign keys off while migrating, so the deliveries that reference the events stay).
 */
export class ErasedEventSqlite1766500000001 implements MigrationInterface {
  name = 'ErasedEventSqlite1766500000001';

  async up(q: QueryRunner): Promise<void> {
    await rebuild(q, '');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `DELETE FROM "webhook_deliveries" WHERE "eventSeq" IN (SELECT "seq" FROM "webhook_events" e WHERE NOT EXISTS (SELECT 1 FROM "actors" a WHERE a."id" = e."actorId"))`,
    );
    await q.query(
      `DELETE FROM "webhook_events" WHERE NOT EXISTS (SELECT 1 FROM "actors" a WHERE a."id" = "webhook_events"."actorId")`,
    );
    await rebuild(q, ACTOR_KEY);
  }
}

async function rebuild(q: QueryRunner, foreignKey: string): Promise<void> {
  await q.query(`DROP INDEX "IDX_3f0cedf50a6f9e3cf9b661f10b"`);
  await q.query(`DROP INDEX "IDX_439ab7f598c5f4d39b3b9b9d59"`);
  await q.query(TABLE('temporary_webhook_events', foreignKey));
  await q.query(
    `INSERT INTO "temporary_webhook_events"(${COLUMNS}) SELECT ${COLUMNS} FROM "webhook_events"`,
  );
  await q.query(`DROP TABLE "webhook_events"`);
  await q.query(
    `ALTER TABLE "temporary_webhook_events" RENAME TO "webhook_events"`,
  );
  await q.query(
    `CREATE INDEX "IDX_3f0cedf50a6f9e3cf9b661f10b" ON "webhook_events" ("actorId")`,
  );
  await q.query(
    `CREATE UNIQUE INDEX "IDX_439ab7f598c5f4d39b3b9b9d59" ON "webhook_events" ("messageId")`,
  );
}
