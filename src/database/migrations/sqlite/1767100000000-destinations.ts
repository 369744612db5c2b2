import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Destinations: connected CRMs and Slack, their outbox, the CRM objects in step, deliveries. */
export class DestinationsSqlite1767100000000 implements MigrationInterface {
  name = 'DestinationsSqlite1767100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "destinations" ("id" varchar PRIMARY KEY NOT NULL, "organizationId" varchar NOT NULL, "kind" varchar(16) NOT NULL, "sealedCredentials" text NOT NULL, "accountLabel" varchar(200), "account" json, "events" json NOT NULL, "settings" json NOT NULL, "mapping" json, "status" varchar(16) NOT NULL, "statusDetail" varchar(500), "statusChangedAt" datetime NOT NULL, "leaseId" varchar(36), "leaseExpiresAt" datetime, "throttledUntil" datetime, "throttleReason" varchar(64), "failingSince" datetime, "lastFlushAt" datetime, "lastSuccessAt" datetime, "createdAt" datetime NOT NULL DEFAULT (datetime('now')), "updatedAt" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_0864cf90664ae37b598f2da88e8" FOREIGN KEY ("organizationId") REFERENCES "organizations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await q.query(
      `CREATE INDEX "IDX_destinations_status" ON "destinations" ("status", "throttledUntil")`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "UQ_destinations_org_kind" ON "destinations" ("organizationId", "kind")`,
    );
    await q.query(
      `CREATE TABLE "destination_actors" ("destinationId" varchar NOT NULL, "actorId" varchar NOT NULL, "version" integer NOT NULL, "doneVersion" integer NOT NULL DEFAULT (0), "pending" integer NOT NULL, "op" varchar(8) NOT NULL, "changedAt" datetime NOT NULL, "pendingSince" datetime, "attempts" integer NOT NULL DEFAULT (0), "nextAttemptAt" datetime, "intentId" varchar(36), "lastOutcome" varchar(16), "lastMessage" varchar(300), "lastSyncedAt" datetime, "firstSyncedAt" datetime, CONSTRAINT "FK_94a4d0c86c5e2783ea6cf300698" FOREIGN KEY ("destinationId") REFERENCES "destinations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("destinationId", "actorId"))`,
    );
    await q.query(
      `CREATE INDEX "IDX_destination_actors_actor" ON "destination_actors" ("actorId")`,
    );
    await q.query(
      `CREATE INDEX "IDX_destination_actors_due" ON "destination_actors" ("destinationId", "pending", "nextAttemptAt", "changedAt")`,
    );
    await q.query(
      `CREATE TABLE "destination_deliveries" ("id" varchar PRIMARY KEY NOT NULL, "destinationId" varchar NOT NULL, "actorId" varchar(36), "version" integer NOT NULL, "op" varchar(8) NOT NULL, "outcome" varchar(16) NOT NULL, "crmId" varchar(64), "message" varchar(300), "createdAt" datetime NOT NULL, CONSTRAINT "FK_68428f2219142edee553f6afc15" FOREIGN KEY ("destinationId") REFERENCES "destinations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await q.query(
      `CREATE INDEX "IDX_destination_deliveries_actor" ON "destination_deliveries" ("actorId")`,
    );
    await q.query(
      `CREATE INDEX "IDX_destination_deliveries_created" ON "destination_deliveries" ("destinationId", "createdAt")`,
    );
    await q.query(
      `CREATE TABLE "destination_records" ("destinationId" varchar NOT NULL, "objectType" varchar(16) NOT NULL, "recordKey" varchar(320) NOT NULL, "crmId" varchar(64), "written" json, "intended" json, "updatedAt" datetime NOT NULL, CONSTRAINT "FK_7079e918b65111a8cf003745451" FOREIGN KEY ("destinationId") REFERENCES "destinations" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, PRIMARY KEY ("destinationId", "objectType", "recordKey"))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'destination_records',
      'destination_deliveries',
      'destination_actors',
      'destinations',
    ])
      await q.query(`DROP TABLE "${table}"`);
  }
}
