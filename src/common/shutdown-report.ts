import {
  Inject,
  Injectable,
  OnApplicationShutdown,
  OnModuleDestroy,
} from '@nestjs/common';
import type { Logger } from 'pino';
import { drainLog } from './logging/logger.js';
import { LOGGER } from './logging/logger.token.js';

/** What one part of the service wound down at shutdown, counted by how each piece ended. */
export type DrainCounts = Record<string, number>;

/**
 * The one log line of a shutdown (SIGTERM, or the application closing): what was drained — runs
 * that finished in the grace period, runs handed back, deliveries cut short — and how long the
 * whole shutdown took. The parts that drain record their counts here; nothing else logs a summary.
 */
@Injectable()
export class ShutdownReport implements OnModuleDestroy, OnApplicationShutdown {
  private startedAt: number | null = null;
  private readonly drained: Record<string, DrainCounts> = {};

  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  /** The first shutdown hook Nest calls: the shutdown starts here. */
  onModuleDestroy(): void {
    this.startedAt ??= performance.now();
  }

  record(part: string, counts: DrainCounts): void {
    this.drained[part] = counts;
  }

  /** The last phase: connections closed, work drained. The line is flushed before the exit. */
  async onApplicationShutdown(signal?: string): Promise<void> {
    const ms = Math.round(
      performance.now() - (this.startedAt ?? performance.now()),
    );
    this.logger.info(
      { ...(signal && { signal }), ms, drained: this.drained },
      'service stopped',
    );
    await drainLog(this.logger);
  }
}
