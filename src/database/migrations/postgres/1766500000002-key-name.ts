import type { MigrationInterface, QueryRunner } from 'typeorm';

/** API keys get an optional name (key:issue --name). A nullable column: no rewrite, no scan. */
export class KeyNamePostgres1766500000002 implements MigrationInterface {
  name = 'KeyNamePostgres1766500000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "api_keys" ADD "name" character varying(100)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "api_keys" DROP COLUMN "name"`);
  }
}
