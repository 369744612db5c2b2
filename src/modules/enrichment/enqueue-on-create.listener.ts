import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { withTimeLimit } from '../../../libs/time-limit/index.js';
import { LOGGER } from '../../common/logging/logger.token.js';
import { currentRequestId } from '../../common/request-context.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { ActorEvents } from '../actors/actor-events.js';
import {
  ENRICHMENT_QUEUE,
  type EnrichmentQueue,
} from './queue/enrichment-queue.port.js';

/**
 * Enqueues each new actor once its row is committed. A queue that is down or slow must not fail
 * or stall the create: after ENRICHMENT_ENQUEUE_TIMEOUT_MS we answer anyway, and the reconciler
 * enqueues the actor later.
 */
@Injectable()
export class EnqueueOnCreateListener implements OnModuleInit {
  constructor(
    private readonly events: ActorEvents,
    @Inject(ENRICHMENT_QUEUE) private readonly queue: EnrichmentQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.events.onCreated(async ({ actorId }) => {
      try {
        // During a Redis outage the call can wait in the client's offline queue indefinitely.
        // Still in the creating request's context: its id travels with the job, into the logs.
        const requestId = currentRequestId();
        await withTimeLimit(this.config.queue.enqueueTimeoutMs, () =>
          this.queue.enqueue(actorId, { requestId }),
        );
      } catch (err) {
        this.logger.warn(
          { actorId, error: err instanceof Error ? err.message : String(err) },
          'enqueue failed; the reconciler will pick the actor up',
        );
      }
    });
  }
}
