import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two indexes for webhooks: events by age (retention deletes the oldest finished first) and an
 * endpoint's attempts in flight (counted at every claim, for its share of the slots).
 */
export class WebhookRetentionSqlite1766900000000 implements MigrationInterface {
  name = 'WebhookRetentionSqlite1766900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX "IDX_webhook_events_created" ON "webhook_events" ("createdAt")`,
    );
    await q.query(
      `CREATE INDEX "IDX_webhook_deliveries_endpoint_inflight" ON "webhook_deliveries" ("endpointId", "status", "leaseExpiresAt")`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_webhook_deliveries_endpoint_inflight"`);
    await q.query(`DROP INDEX "IDX_webhook_events_created"`);
  }
}
