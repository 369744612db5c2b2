import type { AppConfig } from '../../config/app-config.js';

/**
 * The one line that says how this process runs, so an operator reads the set-up at a glance:
 * kinds and names only, never a URL (they can hold passwords) or a key.
 */
export function startUpFields(
  config: AppConfig,
  port: number,
): Record<string, unknown> {
  return {
    role: config.role,
    // A worker serves only its health probes; the others serve the API.
    ...(config.role === 'worker' ? { healthPort: port } : { port }),
    database: config.database.dialect,
    queue: config.redisUrl ? 'bull' : 'in-process',
    agent: config.research.agent,
    ...(config.llm && { model: config.llm.model }),
    tools: config.research.tools,
    metrics:
      config.metrics.servedOn === 'own-port'
        ? `port ${config.metrics.port}`
        : config.metrics.servedOn,
  };
}
