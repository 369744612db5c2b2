import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { withTimeLimit } from '../../../libs/time-limit/index.js';
import { LOGGER } from '../../common/logging/logger.token.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { JOB_QUEUE, type JobQueue } from '../queue/job-queue.port.js';
import { webhookDeliverJob } from './webhook-deliver.job.js';

/** A delivery to put on the queue: its id, attempts made so far, and when it is due (ms). */
export interface DueDelivery {
  id: string;
  attempts: number;
  dueAt: number;
}

/**
 * Puts delivery attempts on the job queue, each bounded like every enqueue: a queue that is down
 * must not hold a worker, a state change or an operator's replay. A failed enqueue loses nothing:
 * the dispatch sweep finds the delivery due.
 */
@Injectable()
export class WebhookDeliveryQueue {
  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async enqueue(deliveries: DueDelivery[], delayMs = 0): Promise<void> {
    const limit = this.config.queue.enqueueTimeoutMs;
    for (const { id, attempts, dueAt } of deliveries) {
      await withTimeLimit(limit, () =>
        webhookDeliverJob.add(
          this.queue,
          { deliveryId: id, attempts, dueAt },
          delayMs > 0 ? { delayMs } : {},
        ),
      ).catch((err: unknown) =>
        this.logger.warn(
          {
            deliveryId: id,
            error: err instanceof Error ? err.message : String(err),
          },
          'webhook delivery not enqueued; the dispatcher will pick it up',
        ),
      );
    }
  }
}
