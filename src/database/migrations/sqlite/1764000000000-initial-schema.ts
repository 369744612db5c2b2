import type { MigrationInterface, QueryRunner } from 'typeorm';
import { dropTables, runStatements } from '../run-statements.js';

export class InitialSchemaSqlite1764000000000 implements MigrationInterface {
  name = 'InitialSchemaSqlite1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await runStatements(q, [
      `CREATE TABLE "organizations" ("id" varchar PRIMARY KEY NOT NULL, "name" varchar(200) NOT NULL, "monthlyQuota" integer, "createdAt" datetime NOT NULL DEFAULT (datetime('now')))`,
      `CREATE TABLE "api_keys" ("id" varchar(40) PRIMARY KEY NOT NULL, "organizationId" varchar NOT NULL, "secretHash" varchar(64) NOT NULL, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "expiresAt" datetime, "revokedAt" datetime, "lastUsedAt" datetime, CONSTRAINT "FK_1888b4544f52d274e98f6f1aa62" FOREIGN KEY ("organizationId") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
      `CREATE INDEX "IDX_1888b4544f52d274e98f6f1aa6" ON "api_keys" ("organizationId")`,
      `CREATE UNIQUE INDEX "IDX_61b9fd4b1653ad87c7e79a2746" ON "api_keys" ("secretHash")`,
      `CREATE TABLE "actors" ("id" varchar PRIMARY KEY NOT NULL, "organizationId" varchar NOT NULL, "email" varchar(320) NOT NULL, "name" varchar(255), "source" varchar(50), "metadata" json, "status" varchar(16) NOT NULL DEFAULT ('pending'), "enrichment" json, "intelligence" json, "emailSignals" json, "score" integer, "scoring" json, "scoringStatus" varchar(16) NOT NULL DEFAULT ('pending'), "rejectionReason" varchar(64), "failureReason" text, "enrichedAt" datetime, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_109a8a38ce93aeef32f7fd8f390" FOREIGN KEY ("organizationId") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
      `CREATE UNIQUE INDEX "UQ_actors_organization_email" ON "actors" ("organizationId", "email")`,
      `CREATE INDEX "IDX_actors_status_updated" ON "actors" ("status", "updatedAt")`,
    ]);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropTables(q, ['actors', 'api_keys', 'organizations']);
  }
}
