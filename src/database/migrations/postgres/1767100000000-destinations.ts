import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Destinations (docs/destinations): each organization's connected CRMs and Slack, sealed
 * credentials; their outbox (one row per destination and actor, versioned); the CRM objects kept
 * in step; the history of deliveries. New, empty tables: nothing to backfill.
 */
export class DestinationsPostgres1767100000000 implements MigrationInterface {
  name = 'DestinationsPostgres1767100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "destinations" ("id" uuid NOT NULL, "organizationId" uuid NOT NULL, "kind" character varying(16) NOT NULL, "sealedCredentials" text NOT NULL, "accountLabel" character varying(200), "account" json, "events" json NOT NULL, "settings" json NOT NULL, "mapping" json, "status" character varying(16) NOT NULL, "statusDetail" character varying(500), "statusChangedAt" TIMESTAMP WITH TIME ZONE NOT NULL, "leaseId" character varying(36), "leaseExpiresAt" TIMESTAMP WITH TIME ZONE, "throttledUntil" TIMESTAMP WITH TIME ZONE, "throttleReason" character varying(64), "failingSince" TIMESTAMP WITH TIME ZONE, "lastFlushAt" TIMESTAMP WITH TIME ZONE, "lastSuccessAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_69c5e8db964dcb83d3a0640f3c7" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE INDEX "IDX_destinations_status" ON "destinations" ("status", "throttledUntil")`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "UQ_destinations_org_kind" ON "destinations" ("organizationId", "kind")`,
    );
    await q.query(
      `CREATE TABLE "destination_actors" ("destinationId" uuid NOT NULL, "actorId" uuid NOT NULL, "version" integer NOT NULL, "doneVersion" integer NOT NULL DEFAULT '0', "pending" integer NOT NULL, "op" character varying(8) NOT NULL, "changedAt" TIMESTAMP WITH TIME ZONE NOT NULL, "pendingSince" TIMESTAMP WITH TIME ZONE, "attempts" integer NOT NULL DEFAULT '0', "nextAttemptAt" TIMESTAMP WITH TIME ZONE, "intentId" character varying(36), "lastOutcome" character varying(16), "lastMessage" character varying(300), "lastSyncedAt" TIMESTAMP WITH TIME ZONE, "firstSyncedAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_804a7acb967eeb18ed3449519ad" PRIMARY KEY ("destinationId", "actorId"))`,
    );
    await q.query(
      `CREATE INDEX "IDX_destination_actors_actor" ON "destination_actors" ("actorId")`,
    );
    await q.query(
      `CREATE INDEX "IDX_destination_actors_due" ON "destination_actors" ("destinationId", "pending", "nextAttemptAt", "changedAt")`,
    );
    await q.query(
      `CREATE TABLE "destination_deliveries" ("id" uuid NOT NULL, "destinationId" uuid NOT NULL, "actorId" character varying(36), "version" integer NOT NULL, "op" character varying(8) NOT NULL, "outcome" character varying(16) NOT NULL, "crmId" character varying(64), "message" character varying(300), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_05c8e7bee1180bd7b38a99d14b6" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE INDEX "IDX_destination_deliveries_actor" ON "destination_deliveries" ("actorId")`,
    );
    await q.query(
      `CREATE INDEX "IDX_destination_deliveries_created" ON "destination_deliveries" ("destinationId", "createdAt")`,
    );
    await q.query(
      `CREATE TABLE "destination_records" ("destinationId" uuid NOT NULL, "objectType" character varying(16) NOT NULL, "recordKey" character varying(320) NOT NULL, "crmId" character varying(64), "written" json, "intended" json, "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_d83388f468751cdad0586db705d" PRIMARY KEY ("destinationId", "objectType", "recordKey"))`,
    );
    await q.query(
      `ALTER TABLE "destinations" ADD CONSTRAINT "FK_0864cf90664ae37b598f2da88e8" FOREIGN KEY ("organizationId") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    for (const [table, fk] of [
      ['destination_actors', 'FK_94a4d0c86c5e2783ea6cf300698'],
      ['destination_deliveries', 'FK_68428f2219142edee553f6afc15'],
      ['destination_records', 'FK_7079e918b65111a8cf003745451'],
    ])
      await q.query(
        `ALTER TABLE "${table}" ADD CONSTRAINT "${fk}" FOREIGN KEY ("destinationId") REFERENCES "destinations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
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
