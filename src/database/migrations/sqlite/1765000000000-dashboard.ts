import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The dashboard: users and their server-side sessions; the actor's title and company in columns
 * of their own (copied from the enrichment, backfilled here) and the signups list's indexes.
 */
export class DashboardSqlite1765000000000 implements MigrationInterface {
  name = 'DashboardSqlite1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "users" ("id" varchar PRIMARY KEY NOT NULL, "organizationId" varchar NOT NULL, "email" varchar(320) NOT NULL, "role" varchar(16) NOT NULL, "passwordHash" varchar(200) NOT NULL, "createdAt" datetime NOT NULL, CONSTRAINT "FK_f3d6aea8fcca58182b2e80ce979" FOREIGN KEY ("organizationId") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await q.query(
      `CREATE INDEX "IDX_f3d6aea8fcca58182b2e80ce97" ON "users" ("organizationId")`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "IDX_97672ac88f789774dd47f7c8be" ON "users" ("email")`,
    );
    await q.query(
      `CREATE TABLE "user_sessions" ("id" varchar(64) PRIMARY KEY NOT NULL, "userId" varchar NOT NULL, "csrfToken" varchar(64) NOT NULL, "createdAt" datetime NOT NULL, "lastSeenAt" datetime NOT NULL, "expiresAt" datetime NOT NULL, CONSTRAINT "FK_55fa4db8406ed66bc7044328427" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await q.query(
      `CREATE INDEX "IDX_55fa4db8406ed66bc704432842" ON "user_sessions" ("userId")`,
    );
    await q.query(
      `CREATE INDEX "IDX_a5f2c875043dcf84df7b73ed73" ON "user_sessions" ("expiresAt")`,
    );
    await q.query(`ALTER TABLE "actors" ADD "title" varchar(255)`);
    await q.query(`ALTER TABLE "actors" ADD "companyName" varchar(255)`);
    await q.query(
      `UPDATE "actors" SET "title" = substr(json_extract("enrichment", '$.title'), 1, 255), "companyName" = substr(json_extract("enrichment", '$.companyName'), 1, 255) WHERE "enrichment" IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX "IDX_actors_org_score" ON "actors" ("organizationId", "score", "createdAt", "id")`,
    );
    await q.query(
      `CREATE INDEX "IDX_actors_org_created" ON "actors" ("organizationId", "createdAt", "id", "status", "score", "scoringStatus", "email", "name", "title", "companyName")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_actors_org_created"`);
    await q.query(`DROP INDEX "IDX_actors_org_score"`);
    await q.query(`ALTER TABLE "actors" DROP COLUMN "companyName"`);
    await q.query(`ALTER TABLE "actors" DROP COLUMN "title"`);
    await q.query(`DROP TABLE "user_sessions"`);
    await q.query(`DROP TABLE "users"`);
  }
}
