import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logging/logger.port.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { JOB_QUEUE, type JobQueue } from './job-queue.port.js';
import { LINE_NAMES } from './lines.js';
import { Sweeps } from './sweeps.service.js';

/**
 * An API process (APP_ROLE=api) accepts work whatever happens to the workers; if none is running,
 * jobs wait and nobody notices until someone asks why nothing happens. Every RECONCILE_INTERVAL_MS
 * it checks each line, and warns while jobs wait in one that no worker consumes.
 */
@Injectable()
export class QueueConsumersWatch implements OnModuleInit {
  constructor(
    private readonly sweeps: Sweeps,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.sweeps.every(
      'queue consumers watch',
      this.config.queue.reconcileIntervalMs,
      () => this.check(),
      ['api'],
    );
  }

  private async check(): Promise<void> {
    for (const line of LINE_NAMES) {
      try {
        const [depth, consumers] = await Promise.all([
          this.queue.depth(line),
          this.queue.consumers(line),
        ]);
        const waiting = depth.waiting + depth.delayed;
        if (waiting > 0 && consumers === 0)
          this.logger.warn(
            { line, waiting, workers: 0 },
            line === 'enrichment'
              ? 'actors are waiting for enrichment and no worker consumes the queue: start an APP_ROLE=worker process'
              : `jobs are waiting in the ${line} line and no worker consumes it: start an APP_ROLE=worker process`,
          );
      } catch (err) {
        // Redis being down is reported by readiness and the enqueue warnings already.
        this.logger.debug(
          { line, error: err instanceof Error ? err.message : String(err) },
          'could not check the queue for workers',
        );
      }
    }
  }
}
