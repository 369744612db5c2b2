import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two indexes for webhooks: events by age (retention deletes the oldest finished first) and an
 * endpoint's attempts in flight (counted at every claim, for its share of the slots). Built
 * CONCURRENTLY, outside a transaction, so a big outbox stays writable meanwhile; IF NOT EXISTS
 * lets an interrupted run be repeated (drop an index left INVALID first).
 */
export class WebhookRetentionPostgres1766900000000 implements MigrationInterface {
  name = 'WebhookRetentionPostgres1766900000000';
  transaction = false as const;

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX CONCURRENTLY IF NOT EXISTS "IDX_webhook_events_created" ON "webhook_events" ("createdAt")`,
    );
    await q.query(
      `CREATE INDEX CONCURRENTLY IF NOT EXISTS "IDX_webhook_deliveries_endpoint_inflight" ON "webhook_deliveries" ("endpointId", "status", "leaseExpiresAt")`,
    );
  }

  /** Plain DROP INDEX: an undo may run inside the caller's transaction. */
  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `DROP INDEX IF EXISTS "IDX_webhook_deliveries_endpoint_inflight"`,
    );
    await q.query(`DROP INDEX IF EXISTS "IDX_webhook_events_created"`);
  }
}
