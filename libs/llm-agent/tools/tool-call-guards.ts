// What stands between a model's tool call and a tool: its arguments must be a JSON object, its
// name is made safe before we store it, and the tool runs under its own time limit.
import { TimeoutError, withTimeLimit } from '../../time-limit/index.js';
import {
  ToolRefusal,
  type AgentTool,
  type AgentToolResult,
} from './agent-tool.js';

/** The tool under its own timeout and the run's signal; a tool that ignores its signal still loses the race. */
export function runBounded(
  tool: AgentTool,
  args: Record<string, unknown>,
  runSignal: AbortSignal,
  options: { toolTimeoutMs: number; now: () => Date },
): Promise<AgentToolResult> {
  const ms = options.toolTimeoutMs;
  return withTimeLimit(
    ms,
    (signal) => tool.run(args, { signal, now: options.now }),
    {
      signal: runSignal,
      timeoutError: () =>
        new TimeoutError(ms, `${tool.definition.name} stopped: time limit`),
    },
  );
}

export function parseArguments(
  raw: string | undefined,
): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(raw?.trim() ? raw : '{}');
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw new ToolRefusal('refused: the arguments are not a JSON object');
}

/** A tool name the model made up, made safe to store and show. */
export function toolLabel(name: unknown): string {
  return (
    String(name ?? '')
      .replace(/[^\w.-]/g, '_')
      .slice(0, 60) || 'unnamed'
  );
}
