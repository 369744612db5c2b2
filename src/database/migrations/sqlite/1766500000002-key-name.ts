import type { MigrationInterface, QueryRunner } from 'typeorm';

/** API keys get an optional name (key:issue --name). */
export class KeyNameSqlite1766500000002 implements MigrationInterface {
  name = 'KeyNameSqlite1766500000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "api_keys" ADD "name" varchar(100)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "api_keys" DROP COLUMN "name"`);
  }
}
