import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Per-organization rate limit override (null = RATE_LIMIT_PER_MINUTE). */
abstract class OrgRateLimit implements MigrationInterface {
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

// Shipped as two classes, one per dialect, and each database recorded its own class's name.
export class OrgRateLimitPostgres1764300000000 extends OrgRateLimit {
  name = 'OrgRateLimitPostgres1764300000000';
}

export class OrgRateLimitSqlite1764300000000 extends OrgRateLimit {
  name = 'OrgRateLimitSqlite1764300000000';
}
