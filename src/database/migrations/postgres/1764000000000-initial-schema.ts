import type { MigrationInterface, QueryRunner } from 'typeorm';
import { dropTables, runStatements } from '../run-statements.js';

export class InitialSchemaPostgres1764000000000 implements MigrationInterface {
  name = 'InitialSchemaPostgres1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await runStatements(q, [
      `CREATE TABLE "organizations" ("id" uuid NOT NULL, "name" character varying(200) NOT NULL, "monthlyQuota" integer, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6b031fcd0863e3f6b44230163f9" PRIMARY KEY ("id"))`,
      `CREATE TABLE "api_keys" ("id" character varying(40) NOT NULL, "organizationId" uuid NOT NULL, "secretHash" character varying(64) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expiresAt" TIMESTAMP WITH TIME ZONE, "revokedAt" TIMESTAMP WITH TIME ZONE, "lastUsedAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_5c8a79801b44bd27b79228e1dad" PRIMARY KEY ("id"))`,
      `CREATE INDEX "IDX_1888b4544f52d274e98f6f1aa6" ON "api_keys" ("organizationId")`,
      `CREATE UNIQUE INDEX "IDX_61b9fd4b1653ad87c7e79a2746" ON "api_keys" ("secretHash")`,
      `CREATE TABLE "actors" ("id" uuid NOT NULL, "organizationId" uuid NOT NULL, "email" character varying(320) NOT NULL, "name" character varying(255), "source" character varying(50), "metadata" json, "status" character varying(16) NOT NULL DEFAULT 'pending', "enrichment" json, "intelligence" json, "emailSignals" json, "score" integer, "scoring" json, "scoringStatus" character varying(16) NOT NULL DEFAULT 'pending', "rejectionReason" character varying(64), "failureReason" text, "enrichedAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d8608598c2c4f907a78de2ae461" PRIMARY KEY ("id"))`,
      `CREATE UNIQUE INDEX "UQ_actors_organization_email" ON "actors" ("organizationId", "email")`,
      `CREATE INDEX "IDX_actors_status_updated" ON "actors" ("status", "updatedAt")`,
      `ALTER TABLE "actors" ADD CONSTRAINT "FK_109a8a38ce93aeef32f7fd8f390" FOREIGN KEY ("organizationId") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
      `ALTER TABLE "api_keys" ADD CONSTRAINT "FK_1888b4544f52d274e98f6f1aa62" FOREIGN KEY ("organizationId") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    ]);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropTables(q, ['actors', 'api_keys', 'organizations']);
  }
}
