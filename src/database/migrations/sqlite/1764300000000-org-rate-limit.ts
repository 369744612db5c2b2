import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Per-organization rate limit override (null = RATE_LIMIT_PER_MINUTE). */
export class OrgRateLimitSqlite1764300000000 implements MigrationInterface {
  name = 'OrgRateLimitSqlite1764300000000';

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
