import type { MigrationInterface, QueryRunner } from 'typeorm';
import { dropTables, runStatements } from '../run-statements.js';

/** Webhook endpoints, the outbox of events and their deliveries. */
export class WebhooksPostgres1764700000000 implements MigrationInterface {
  name = 'WebhooksPostgres1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await runStatements(q, [
      `CREATE TABLE "webhook_endpoints" ("id" uuid NOT NULL, "organizationId" uuid NOT NULL, "url" character varying(2048) NOT NULL, "events" json, "secret" text NOT NULL, "previousSecret" text, "previousSecretExpiresAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL, "disabledAt" TIMESTAMP WITH TIME ZONE, "disabledReason" character varying(200), "failingSince" TIMESTAMP WITH TIME ZONE, "lastDeliveryAt" TIMESTAMP WITH TIME ZONE, "lastStatus" character varying(40), CONSTRAINT "PK_054c4cfb95223732f5939d2d546" PRIMARY KEY ("id"))`,
      `CREATE INDEX "IDX_2bf25c8e57515f3d8662d6159c" ON "webhook_endpoints" ("organizationId")`,
      `CREATE TABLE "webhook_events" ("seq" SERIAL NOT NULL, "messageId" character varying(40) NOT NULL, "organizationId" uuid NOT NULL, "actorId" uuid NOT NULL, "type" character varying(32) NOT NULL, "payload" text NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_64c548d39c87352981a7ad3880b" PRIMARY KEY ("seq"))`,
      `CREATE UNIQUE INDEX "IDX_439ab7f598c5f4d39b3b9b9d59" ON "webhook_events" ("messageId")`,
      `CREATE INDEX "IDX_3f0cedf50a6f9e3cf9b661f10b" ON "webhook_events" ("actorId")`,
      `CREATE TABLE "webhook_deliveries" ("id" uuid NOT NULL, "eventSeq" integer NOT NULL, "endpointId" uuid NOT NULL, "actorId" uuid NOT NULL, "status" character varying(16) NOT NULL, "attempts" integer NOT NULL DEFAULT '0', "firstAttemptAt" TIMESTAMP WITH TIME ZONE, "nextAttemptAt" TIMESTAMP WITH TIME ZONE, "leaseExpiresAt" TIMESTAMP WITH TIME ZONE, "lastStatusCode" integer, "lastError" character varying(64), "responseExcerpt" character varying(256), "deliveredAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_535dd409947fb6d8fc6dfc0112a" PRIMARY KEY ("id"))`,
      `CREATE INDEX "IDX_8e7c6559939beb5c57ef36b164" ON "webhook_deliveries" ("eventSeq")`,
      `CREATE INDEX "IDX_webhook_deliveries_endpoint_created" ON "webhook_deliveries" ("endpointId", "createdAt")`,
      `CREATE INDEX "IDX_webhook_deliveries_lane" ON "webhook_deliveries" ("endpointId", "actorId", "status")`,
      `CREATE INDEX "IDX_webhook_deliveries_due" ON "webhook_deliveries" ("status", "nextAttemptAt")`,
      `ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "FK_2bf25c8e57515f3d8662d6159ce" FOREIGN KEY ("organizationId") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
      `ALTER TABLE "webhook_events" ADD CONSTRAINT "FK_3f0cedf50a6f9e3cf9b661f10b4" FOREIGN KEY ("actorId") REFERENCES "actors"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
      `ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "FK_8e7c6559939beb5c57ef36b164d" FOREIGN KEY ("eventSeq") REFERENCES "webhook_events"("seq") ON DELETE CASCADE ON UPDATE NO ACTION`,
      `ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "FK_9f63fc91ff6cbd3f8238b9a7812" FOREIGN KEY ("endpointId") REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
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
