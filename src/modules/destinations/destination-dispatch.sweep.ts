import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logging/logger.port.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { Sweeps } from '../queue/sweeps.service.js';
import { DestinationFlushes } from './destination-flushes.service.js';
import { DestinationDeliveryRepository } from './repositories/destination-delivery.repository.js';
import { DestinationRepository } from './repositories/destination.repository.js';

const HOUR_MS = 3_600_000;
const SWEEP_BATCH = 200;
const PRUNE_BATCH = 500;
const PRUNE_BATCHES = 20;

/**
 * Nothing recorded is lost: every DESTINATION_DISPATCH_INTERVAL_MS a worker queues a flush for
 * each active destination with changes due and nobody flushing it (after a crash between a
 * change and its enqueue, a restart that lost the in-process queue, a dead worker's lapsed lease,
 * a throttle that ended, a retry that came due). Every hour it prunes the delivery history past
 * DESTINATION_RETENTION_DAYS.
 */
@Injectable()
export class DestinationDispatchSweep implements OnModuleInit {
  constructor(
    private readonly sweeps: Sweeps,
    private readonly destinations: DestinationRepository,
    private readonly deliveries: DestinationDeliveryRepository,
    private readonly flushes: DestinationFlushes,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.sweeps.every(
      'destination dispatch',
      this.config.destinations.dispatchIntervalMs,
      () => this.dispatch(),
    );
    this.sweeps.every('destination retention', HOUR_MS, () => this.prune());
  }

  async dispatch(): Promise<void> {
    const now = new Date();
    for (const id of await this.destinations.due(now, SWEEP_BATCH))
      await this.flushes.flushAt(id, now);
  }

  async prune(now = new Date()): Promise<number> {
    const cutoff = new Date(
      now.getTime() - this.config.destinations.retentionDays * 24 * HOUR_MS,
    );
    let pruned = 0;
    for (let i = 0; i < PRUNE_BATCHES; i++) {
      const deleted = await this.deliveries.prune(cutoff, PRUNE_BATCH);
      pruned += deleted;
      if (deleted < PRUNE_BATCH) break;
    }
    if (pruned)
      this.logger.info({ deliveries: pruned }, 'destination deliveries pruned');
    return pruned;
  }
}
