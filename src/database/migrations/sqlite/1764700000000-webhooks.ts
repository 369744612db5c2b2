import type { MigrationInterface, QueryRunner } from 'typeorm';
import { dropTables, runStatements } from '../run-statements.js';

/** Webhook endpoints, the outbox of events and their deliveries. */
export class WebhooksSqlite1764700000000 implements MigrationInterface {
  name = 'WebhooksSqlite1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await runStatements(q, [
      `CREATE TABLE "webhook_endpoints" ("id" varchar PRIMARY KEY NOT NULL, "organizationId" varchar NOT NULL, "url" varchar(2048) NOT NULL, "events" json, "secret" text NOT NULL, "previousSecret" text, "previousSecretExpiresAt" datetime, "createdAt" datetime NOT NULL, "disabledAt" datetime, "disabledReason" varchar(200), "failingSince" datetime, "lastDeliveryAt" datetime, "lastStatus" varchar(40), CONSTRAINT "FK_2bf25c8e57515f3d8662d6159ce" FOREIGN KEY ("organizationId") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
      `CREATE INDEX "IDX_2bf25c8e57515f3d8662d6159c" ON "webhook_endpoints" ("organizationId")`,
      `CREATE TABLE "webhook_events" ("seq" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "messageId" varchar(40) NOT NULL, "organizationId" varchar NOT NULL, "actorId" varchar NOT NULL, "type" varchar(32) NOT NULL, "payload" text NOT NULL, "createdAt" datetime NOT NULL, CONSTRAINT "FK_3f0cedf50a6f9e3cf9b661f10b4" FOREIGN KEY ("actorId") REFERENCES "actors" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
      `CREATE UNIQUE INDEX "IDX_439ab7f598c5f4d39b3b9b9d59" ON "webhook_events" ("messageId")`,
      `CREATE INDEX "IDX_3f0cedf50a6f9e3cf9b661f10b" ON "webhook_events" ("actorId")`,
      `CREATE TABLE "webhook_deliveries" ("id" varchar PRIMARY KEY NOT NULL, "eventSeq" integer NOT NULL, "endpointId" varchar NOT NULL, "actorId" varchar NOT NULL, "status" varchar(16) NOT NULL, "attempts" integer NOT NULL DEFAULT (0), "firstAttemptAt" datetime, "nextAttemptAt" datetime, "leaseExpiresAt" datetime, "lastStatusCode" integer, "lastError" varchar(64), "responseExcerpt" varchar(256), "deliveredAt" datetime, "createdAt" datetime NOT NULL, CONSTRAINT "FK_8e7c6559939beb5c57ef36b164d" FOREIGN KEY ("eventSeq") REFERENCES "webhook_events" ("seq") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_9f63fc91ff6cbd3f8238b9a7812" FOREIGN KEY ("endpointId") REFERENCES "webhook_endpoints" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
      `CREATE INDEX "IDX_8e7c6559939beb5c57ef36b164" ON "webhook_deliveries" ("eventSeq")`,
      `CREATE INDEX "IDX_webhook_deliveries_endpoint_created" ON "webhook_deliveries" ("endpointId", "createdAt")`,
      `CREATE INDEX "IDX_webhook_deliveries_lane" ON "webhook_deliveries" ("endpointId", "actorId", "status")`,
      `CREATE INDEX "IDX_webhook_deliveries_due" ON "webhook_deliveries" ("status", "nextAttemptAt")`,
    ]);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropTables(q, [
      'webhook_deliveries',
      'webhook_events',
      'webhook_endpoints',
    ]);
  }
}
