import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { withTimeLimit } from '../../../libs/time-limit/index.js';
import { LOGGER } from '../../common/logging/logger.token.js';
import { currentRequestId } from '../../common/request-context.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { ActorEvents } from '../actors/actor-events.js';
import { JOB_QUEUE, type JobQueue } from '../queue/job-queue.port.js';
import { enrichJob, refreshJob } from './actor.jobs.js';

/**
 * Enqueues the work the actors module announces, once committed: each new (or re-admitted)
 * actor's enrichment, and each requested refresh. A queue that is down or slow must not fail or
 * stall the caller: after QUEUE_ENQUEUE_TIMEOUT_MS we answer anyway, and the reconciler
 * enqueues the work later (it finds it in the actor's own state).
 */
@Injectable()
export class EnqueueOnCreateListener implements OnModuleInit {
  constructor(
    private readonly events: ActorEvents,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.events.onCreated(({ actorId }) =>
      this.enqueue(actorId, (requestId) =>
        enrichJob.add(this.queue, { actorId, requestId }),
      ),
    );
    this.events.onRefreshRequested(({ actorId }) =>
      this.enqueue(actorId, (requestId) =>
        refreshJob.add(this.queue, { actorId, requestId }),
      ),
    );
  }

  private async enqueue(
    actorId: string,
    add: (requestId: string | undefined) => Promise<unknown>,
  ): Promise<void> {
    try {
      // During a Redis outage the call can wait in the client's offline queue indefinitely.
      // Still in the announcing request's context: its id travels with the job, into the logs.
      const requestId = currentRequestId();
      await withTimeLimit(this.config.queue.enqueueTimeoutMs, () =>
        add(requestId),
      );
    } catch (err) {
      this.logger.warn(
        { actorId, error: err instanceof Error ? err.message : String(err) },
        'enqueue failed; the reconciler will pick the actor up',
      );
    }
  }
}
