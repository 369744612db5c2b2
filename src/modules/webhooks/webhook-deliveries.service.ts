import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { transaction } from '../../database/transaction.js';
import { isUuid } from '../auth/organizations.service.js';
import type { WebhookDelivery } from './entities/webhook-delivery.entity.js';
import { JOB_QUEUE, type JobQueue } from '../queue/job-queue.port.js';
import { enqueueDeliveries } from './webhook-deliver.job.js';
import { WebhookDeliveryRepository } from './repositories/webhook-delivery.repository.js';
import { WebhookEndpointRepository } from './repositories/webhook-endpoint.repository.js';
import { WebhookEventRepository } from './repositories/webhook-event.repository.js';

export const MAX_LISTED_DELIVERIES = 1000;

/** What operators do with deliveries: look at them, replay one, forget an actor's. */
@Injectable()
export class WebhookDeliveriesService {
  constructor(
    private readonly deliveries: WebhookDeliveryRepository,
    private readonly endpoints: WebhookEndpointRepository,
    private readonly events: WebhookEventRepository,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * An endpoint's deliveries, newest first, with their event type. With `organizationId`, only
   * that organization's endpoint (another's is not found); so for every method here.
   */
  async list(
    endpointId: string,
    limit: number,
    organizationId?: string,
  ): Promise<WebhookDelivery[]> {
    const endpoint = isUuid(endpointId)
      ? await this.endpoints.find(endpointId.toLowerCase(), organizationId)
      : null;
    if (!endpoint) throw AppError.notFound(`No webhook endpoint ${endpointId}`);
    return this.deliveries.listOfEndpoint(
      endpoint.id,
      Math.min(limit, MAX_LISTED_DELIVERIES),
    );
  }

  /**
   * Sends a delivery again, now, whatever its state (delivered, failed, waiting for its retry, in
   * flight), with a fresh retry period and the same `webhook-id` (a receiver that saw it
   * de-duplicates). Its attempt is queued at once, as a job of its own: the retry it overtakes
   * then finds nothing to send. A disabled endpoint stays disabled: the operator enables it
   * (`webhook:enable`, the dashboard) when the receiver is back, then replays.
   */
  async replay(
    deliveryId: string,
    organizationId?: string,
    now = new Date(),
  ): Promise<WebhookDelivery> {
    const delivery = isUuid(deliveryId)
      ? await this.deliveries.find(deliveryId.toLowerCase(), organizationId)
      : null;
    if (!delivery) throw AppError.notFound(`No webhook delivery ${deliveryId}`);
    const endpoint = await this.endpoints.find(delivery.endpointId);
    if (endpoint?.disabledAt)
      throw AppError.badRequest(
        'belongs to a disabled endpoint: enable the endpoint first (webhook:enable, or Enable on the dashboard), then replay',
        'delivery',
      );
    await transaction(this.dataSource, (tx) =>
      this.deliveries.sendAgain(tx, delivery.id, now),
    );
    await enqueueDeliveries(this.queue, [
      { id: delivery.id, attempts: delivery.attempts, dueAt: now.getTime() },
    ]);
    return { ...delivery, status: 'pending' };
  }

  /**
   * Forgets everything recorded for an actor's webhooks: events (their bodies name the person)
   * and deliveries (with their response excerpts). For erasure, inside its transaction when
   * `manager` is given; returns how many events went.
   */
  forgetActor(
    actorId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<number> {
    return this.events.deleteForActor(manager, actorId);
  }
}
