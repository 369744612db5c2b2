import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { Gauge, Registry } from 'prom-client';
import { withTimeLimit } from '../../../../libs/time-limit/index.js';
import { LOGGER } from '../../../common/logging/logger.token.js';
import {
  ENRICHMENT_QUEUE,
  type EnrichmentQueue,
} from '../queue/enrichment-queue.port.js';

/** A scrape must not hang on a Redis that is down: its depth is left out instead. */
const READ_TIMEOUT_MS = 1000;

/** Jobs waiting, running and delayed (awaiting a retry), read from the queue at scrape time. */
@Injectable()
export class QueueDepthGauge implements OnModuleInit {
  constructor(
    private readonly registry: Registry,
    @Inject(ENRICHMENT_QUEUE) private readonly queue: EnrichmentQueue,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    const gauge = new Gauge({
      name: 'enrichment_queue_jobs',
      help: 'Enrichment queue jobs by state (waiting, active, delayed), read at scrape time.',
      labelNames: ['state'],
      registers: [this.registry],
      collect: async () => {
        gauge.reset();
        try {
          const depth = await withTimeLimit(READ_TIMEOUT_MS, () =>
            this.queue.depth(),
          );
          for (const [state, count] of Object.entries(depth))
            gauge.set({ state }, count);
        } catch (err) {
          this.logger.warn(
            { error: err instanceof Error ? err.message : String(err) },
            'queue depth unavailable for this scrape',
          );
        }
      },
    });
  }
}
