import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { Gauge, Registry } from 'prom-client';
import { withTimeLimit } from '../../../../libs/time-limit/index.js';
import { LOGGER } from '../../../common/logging/logger.token.js';
import {
  ENRICHMENT_QUEUE,
  type EnrichmentQueue,
} from '../queue/enrichment-queue.port.js';

/** A scrape must not hang on a Redis that is down: its readings are left out instead. */
const READ_TIMEOUT_MS = 1000;

/**
 * Read from the queue at scrape time: jobs waiting, running and delayed (awaiting a retry), and
 * how many worker processes consume it.
 */
@Injectable()
export class QueueDepthGauge implements OnModuleInit {
  constructor(
    private readonly registry: Registry,
    @Inject(ENRICHMENT_QUEUE) private readonly queue: EnrichmentQueue,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    const depth = new Gauge({
      name: 'enrichment_queue_jobs',
      help: 'Enrichment queue jobs by state (waiting, active, delayed), read at scrape time.',
      labelNames: ['state'],
      registers: [this.registry],
      collect: async () => {
        depth.reset();
        const counts = await this.read('queue depth', () => this.queue.depth());
        for (const [state, count] of Object.entries(counts ?? {}))
          depth.set({ state }, count);
      },
    });
    const workers = new Gauge({
      name: 'enrichment_queue_workers',
      help: 'Processes consuming the enrichment queue (workers; 1 for the embedded deployment), read at scrape time.',
      registers: [this.registry],
      collect: async () => {
        workers.reset();
        const count = await this.read('queue workers', () =>
          this.queue.consumers(),
        );
        if (count !== undefined) workers.set(count);
      },
    });
  }

  private async read<T>(what: string, reading: () => Promise<T>) {
    try {
      return await withTimeLimit(READ_TIMEOUT_MS, reading);
    } catch (err) {
      this.logger.warn(
        { error: err instanceof Error ? err.message : String(err) },
        `${what} unavailable for this scrape`,
      );
      return undefined;
    }
  }
}
