import type { MigrationInterface, QueryRunner } from 'typeorm';

/** How an llm agent ran for each actor (tokens, tool calls, fallback reason), for cost reporting. */
abstract class AgentRun implements MigrationInterface {
  abstract name: string;

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "actors" ADD "agentRun" json`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "actors" DROP COLUMN "agentRun"`);
  }
}

// Shipped as two classes, one per dialect, and each database recorded its own class's name.
export class AgentRunPostgres1764500000000 extends AgentRun {
  name = 'AgentRunPostgres1764500000000';
}

export class AgentRunSqlite1764500000000 extends AgentRun {
  name = 'AgentRunSqlite1764500000000';
}
