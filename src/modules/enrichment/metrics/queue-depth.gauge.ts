import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { Gauge, Registry } from 'prom-client';
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
          const depth = await withTimeout(this.queue.depth(), READ_TIMEOUT_MS);
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

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
