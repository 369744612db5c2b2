import {
  Inject,
  Injectable,
  OnApplicationShutdown,
  OnModuleDestroy,
} from '@nestjs/common';
import type { Logger } from 'pino';
import { drainLog } from './logging/logger.js';
import { LOGGER } from './logging/logger.port.js';

/** What one kind of work wound down at shutdown, counted by how each piece ended. */
export type DrainCounts = Record<string, number>;

/**
 * The one log line of a shutdown (SIGTERM, or the application closing): what was drained — job
 * runs (enrichments, refreshes, webhook deliveries, …) that finished in the grace period, and
 * those handed back — and how long the whole shutdown took. The parts that drain record their
 * counts here; nothing else logs a summary.
 */
@Injectable()
export class ShutdownReport implements OnModuleDestroy, OnApplicationShutdown {
  private startedAt: number | null = null;
  private readonly drained: Record<string, Record<string, DrainCounts>> = {};

  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  /** The first shutdown hook Nest calls: the shutdown starts here. */
  onModuleDestroy(): void {
    this.startedAt ??= performance.now();
  }

  /** `counts` by kind of work (e.g. a job's name), for one part of the service (e.g. `jobs`). */
  record(part: string, counts: Record<string, DrainCounts>): void {
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
