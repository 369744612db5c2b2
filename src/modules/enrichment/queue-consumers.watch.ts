import {
  Inject,
  Injectable,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logging/logger.token.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import {
  ENRICHMENT_QUEUE,
  type EnrichmentQueue,
} from './queue/enrichment-queue.port.js';
import { withTimeLimit } from '../../../libs/time-limit/index.js';

/**
 * An API process (APP_ROLE=api) accepts signups whatever happens to the workers; if none is
 * running, actors wait and nobody notices until someone asks why nothing is enriched. Every
 * RECONCILE_INTERVAL_MS it checks, and warns while actors wait with no worker consuming.
 */
@Injectable()
export class QueueConsumersWatch
  implements OnApplicationBootstrap, OnApplicationShutdown
{
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(ENRICHMENT_QUEUE) private readonly queue: EnrichmentQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.role !== 'api') return;
    this.timer = setInterval(
      () => void this.check(),
      this.config.queue.reconcileIntervalMs,
    );
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async check(): Promise<void> {
    const limit = this.config.queue.enqueueTimeoutMs;
    try {
      const [depth, consumers] = await Promise.all([
        withTimeLimit(limit, () => this.queue.depth()),
        withTimeLimit(limit, () => this.queue.consumers()),
      ]);
      const waiting = depth.waiting + depth.delayed;
      if (waiting > 0 && consumers === 0)
        this.logger.warn(
          { waiting, workers: 0 },
          'actors are waiting for enrichment and no worker consumes the queue: start an APP_ROLE=worker process',
        );
    } catch (err) {
      // Redis being down is reported by readiness and the enqueue warnings already.
      this.logger.debug(
        { error: err instanceof Error ? err.message : String(err) },
        'could not check the queue for workers',
      );
    }
  }
}
