import { AgentRun } from '../both/1764500000000-agent-run.js';

/** The same SQL on both dialects (../both); TypeORM records this class's name. */
export class AgentRunSqlite1764500000000 extends AgentRun {
  name = 'AgentRunSqlite1764500000000';
}
