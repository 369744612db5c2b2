import type { MigrationInterface, QueryRunner } from 'typeorm';

/** How an llm agent ran for each actor (tokens, tool calls, fallback reason), for cost reporting. */
export abstract class AgentRun implements MigrationInterface {
  /** what the migrations table records: each dialect's class has its own (../postgres, ../sqlite) */
  abstract name: string;

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "actors" ADD "agentRun" json`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "actors" DROP COLUMN "agentRun"`);
  }
}
