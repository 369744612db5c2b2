import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Per-organization rate limit override (null = RATE_LIMIT_PER_MINUTE). */
export abstract class OrgRateLimit implements MigrationInterface {
  /** what the migrations table records: each dialect's class has its own (../postgres, ../sqlite) */
  abstract name: string;

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "organizations" ADD "rateLimitPerMinute" integer`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "organizations" DROP COLUMN "rateLimitPerMinute"`,
    );
  }
}
