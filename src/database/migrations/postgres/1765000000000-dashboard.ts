import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The dashboard: users and their server-side sessions; the actor's title and company in columns
 * of their own (copied from the enrichment, backfilled here) and the signups list's indexes.
 */
export class DashboardPostgres1765000000000 implements MigrationInterface {
  name = 'DashboardPostgres1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "users" ("id" uuid NOT NULL, "organizationId" uuid NOT NULL, "email" character varying(320) NOT NULL, "role" character varying(16) NOT NULL, "passwordHash" character varying(200) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE INDEX "IDX_f3d6aea8fcca58182b2e80ce97" ON "users" ("organizationId")`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "IDX_97672ac88f789774dd47f7c8be" ON "users" ("email")`,
    );
    await q.query(
      `CREATE TABLE "user_sessions" ("id" character varying(64) NOT NULL, "userId" uuid NOT NULL, "csrfToken" character varying(64) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL, "lastSeenAt" TIMESTAMP WITH TIME ZONE NOT NULL, "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_e93e031a5fed190d4789b6bfd83" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE INDEX "IDX_55fa4db8406ed66bc704432842" ON "user_sessions" ("userId")`,
    );
    await q.query(
      `CREATE INDEX "IDX_a5f2c875043dcf84df7b73ed73" ON "user_sessions" ("expiresAt")`,
    );
    await q.query(`ALTER TABLE "actors" ADD "title" character varying(255)`);
    await q.query(
      `ALTER TABLE "actors" ADD "companyName" character varying(255)`,
    );
    await q.query(
      `UPDATE "actors" SET "title" = left("enrichment"->>'title', 255), "companyName" = left("enrichment"->>'companyName', 255) WHERE "enrichment" IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX "IDX_actors_org_score" ON "actors" ("organizationId", "score", "createdAt", "id")`,
    );
    await q.query(
      `CREATE INDEX "IDX_actors_org_created" ON "actors" ("organizationId", "createdAt", "id", "status", "score", "scoringStatus", "email", "name", "title", "companyName")`,
    );
    await q.query(
      `ALTER TABLE "users" ADD CONSTRAINT "FK_f3d6aea8fcca58182b2e80ce979" FOREIGN KEY ("organizationId") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "user_sessions" ADD CONSTRAINT "FK_55fa4db8406ed66bc7044328427" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "public"."IDX_actors_org_created"`);
    await q.query(`DROP INDEX "public"."IDX_actors_org_score"`);
    await q.query(`ALTER TABLE "actors" DROP COLUMN "companyName"`);
    await q.query(`ALTER TABLE "actors" DROP COLUMN "title"`);
    await q.query(`DROP TABLE "user_sessions"`);
    await q.query(`DROP TABLE "users"`);
  }
}
