import type { MigrationInterface, QueryRunner } from 'typeorm';

/** How an llm agent ran for each actor (tokens, tool calls, fallback reason), for cost reporting. */
export class AgentRunSqlite1764500000000 implements MigrationInterface {
  name = 'AgentRunSqlite1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "actors" ADD "agentRun" json`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "actors" DROP COLUMN "agentRun"`);
  }
}
