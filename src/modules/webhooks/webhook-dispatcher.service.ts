import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logging/logger.port.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { ActorStateEvents } from '../actors/actor-state.events.js';
import { JobRegistry } from '../queue/job-registry.service.js';
import { Sweeps } from '../queue/sweeps.service.js';
import { JOB_QUEUE, type JobQueue } from '../queue/job-queue.port.js';
import { enqueueDeliveries, webhookDeliverJob } from './webhook-deliver.job.js';
import { WebhookDeliveriesService } from './webhook-deliveries.service.js';
import { WebhookDeliveryRepository } from './repositories/webhook-delivery.repository.js';
import { WebhookOutbox } from './webhook-outbox.service.js';
import { WebhookSecrets } from './webhook-secrets.service.js';
import { WebhookSender } from './webhook-sender.service.js';

/** Deliveries a sweep enqueues at most. */
const SWEEP_BATCH = 200;

/**
 * Moves deliveries from the outbox onto the job queue. Right after a state change commits, its
 * deliveries are enqueued at once; a delivered one enqueues the next of its lane; a failed one its
 * retry, delayed; an attempt that ends frees its endpoint's share for the endpoint's next due one.
 * And every WEBHOOK_DISPATCH_INTERVAL_MS a sweep enqueues whatever is due and not queued — after a
 * crash between commit and enqueue, a restart that lost the in-process queue's timers, a Redis
 * that lost its data, an endpoint that had no share free — so nothing recorded is lost.
 */
@Injectable()
export class WebhookDispatcher implements OnModuleInit {
  private warnedNoKey = false;

  constructor(
    private readonly sweeps: Sweeps,
    private readonly registry: JobRegistry,
    private readonly outbox: WebhookOutbox,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly stateEvents: ActorStateEvents,
    private readonly store: WebhookDeliveryRepository,
    private readonly deliveries: WebhookDeliveriesService,
    private readonly sender: WebhookSender,
    private readonly secrets: WebhookSecrets,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.stateEvents.listen(async (change, tx) => {
      // An erased actor's events and deliveries go with it (their bodies name the person); then
      // `actor.erased`, which holds only the id, tells the receivers to drop their copies.
      if (change.type === 'erased')
        await this.deliveries.forgetActor(change.actorId, tx);
      const created = await this.outbox.record(change, tx);
      if (created.length) return () => enqueueDeliveries(this.queue, created);
    });
    webhookDeliverJob.handle(this.registry, async (data, run) => {
      const result = await this.sender.deliver(data.deliveryId, run.signal);
      if (result.kind === 'delivered' && result.next)
        await enqueueDeliveries(this.queue, [result.next]);
      if (result.kind === 'retry')
        await enqueueDeliveries(this.queue, [result.next], result.delayMs);
      if (result.endpointId && !run.signal.aborted)
        await enqueueDeliveries(
          this.queue,
          await this.store.due(
            new Date(),
            this.config.webhooks.endpointConcurrency,
            result.endpointId,
          ),
        );
    });
    this.sweeps.every(
      'webhook dispatch',
      this.config.webhooks.dispatchIntervalMs,
      () => this.sweep(),
    );
  }

  private async sweep(): Promise<void> {
    try {
      await this.store.failPendingOfDisabledEndpoints();
      const due = await this.store.due(new Date(), SWEEP_BATCH);
      if (due.length && !this.secrets.hasKey()) {
        if (!this.warnedNoKey)
          this.logger.error(
            { waiting: due.length },
            'webhook deliveries wait: WEBHOOK_SECRETS_KEY is not set',
          );
        this.warnedNoKey = true;
        return;
      }
      await enqueueDeliveries(this.queue, due);
    } catch (err) {
      this.logger.warn(
        { err },
        'webhook dispatch sweep failed; will try again',
      );
    }
  }
}
