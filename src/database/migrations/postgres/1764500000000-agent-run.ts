import { AgentRun } from '../shared/1764500000000-agent-run.js';

/** The same SQL on both dialects (../shared); TypeORM records this class's name. */
export class AgentRunPostgres1764500000000 extends AgentRun {
  name = 'AgentRunPostgres1764500000000';
}
