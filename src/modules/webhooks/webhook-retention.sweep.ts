import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logging/logger.port.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { Sweeps } from '../queue/sweeps.service.js';
import { WebhookEventRepository } from './repositories/webhook-event.repository.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Events one statement deletes; a pass stops after PASS_BATCHES of them (the next goes on). */
const BATCH = 500;
const PASS_BATCHES = 20;

/**
 * Keeps the outbox from growing for ever (and bodies that name people for longer than needed):
 * every hour, in a worker, events older than WEBHOOK_RETENTION_DAYS whose deliveries are all
 * delivered or given up are deleted with their deliveries, in bounded batches, so a pass never
 * holds the table long; a backlog is worked off 10,000 events per pass.
 */
@Injectable()
export class WebhookRetention implements OnModuleInit {
  constructor(
    private readonly sweeps: Sweeps,
    private readonly events: WebhookEventRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.sweeps.every('webhook retention', HOUR_MS, () => this.prune());
  }

  /** Deletes finished events recorded before the retention period; returns how many went. */
  async prune(now = new Date()): Promise<number> {
    const cutoff = new Date(
      now.getTime() - this.config.webhooks.retentionDays * DAY_MS,
    );
    let pruned = 0;
    for (let i = 0; i < PASS_BATCHES; i++) {
      const deleted = await this.events.pruneFinished(cutoff, BATCH);
      pruned += deleted;
      if (deleted < BATCH) break;
    }
    if (pruned)
      this.logger.info(
        { events: pruned, olderThan: cutoff.toISOString() },
        'webhook events pruned',
      );
    return pruned;
  }
}
