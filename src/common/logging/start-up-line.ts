import type { AppConfig } from '../../config/app-config.js';

/** Who can reach the process where it listens: said at start, so no one is surprised either way. */
export function reach(host: string): string {
  if (['127.0.0.1', '::1', 'localhost'].includes(host))
    return 'this machine only (set HOST=0.0.0.0 to listen on every interface)';
  if (['0.0.0.0', '::'].includes(host)) return 'every interface';
  return `the interface ${host} only`;
}

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
    host: config.host,
    reachableFrom: reach(config.host),
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
