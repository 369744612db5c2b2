import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { withTimeLimit } from '../../../libs/time-limit/index.js';
import { LOGGER } from '../../common/logging/logger.token.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { JOB_QUEUE, type JobQueue } from '../queue/job-queue.port.js';
import { destinationFlushJob } from './destination-flush.job.js';

/**
 * Flushes are due on steps of this much: changes within one step add the same job (a no-op), and a
 * change waits at most this long past its batching window.
 */
const DUE_STEP_MS = 250;

/**
 * Puts a destination's flush on the job queue for `at` (rounded up to a step), bounded like
 * every enqueue. A failed enqueue loses nothing: the dispatch sweep finds the changes due.
 */
@Injectable()
export class DestinationFlushQueue {
  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async flushAt(destinationId: string, at: Date): Promise<void> {
    const dueAt = Math.ceil(at.getTime() / DUE_STEP_MS) * DUE_STEP_MS;
    const delayMs = Math.max(0, dueAt - Date.now());
    await withTimeLimit(this.config.queue.enqueueTimeoutMs, () =>
      destinationFlushJob.add(
        this.queue,
        { destinationId, dueAt },
        delayMs > 0 ? { delayMs } : {},
      ),
    ).catch((err: unknown) =>
      this.logger.warn(
        {
          destinationId,
          error: err instanceof Error ? err.message : String(err),
        },
        'destination flush not enqueued; the dispatch sweep will pick it up',
      ),
    );
  }
}
