import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { transaction } from '../../database/transaction.js';
import { isUuid } from '../auth/organizations.service.js';
import { WebhookDelivery } from './entities/webhook-delivery.entity.js';
import { WebhookEndpoint } from './entities/webhook-endpoint.entity.js';
import { WebhookEvent } from './entities/webhook-event.entity.js';

export const MAX_LISTED_DELIVERIES = 1000;

/** What operators do with deliveries: look at them, replay one, forget an actor's. */
@Injectable()
export class WebhookDeliveriesService {
  constructor(
    @InjectRepository(WebhookDelivery)
    private readonly deliveries: Repository<WebhookDelivery>,
    @InjectRepository(WebhookEndpoint)
    private readonly endpoints: Repository<WebhookEndpoint>,
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
      ? await this.endpoints.findOneBy({
          id: endpointId.toLowerCase(),
          ...(organizationId !== undefined && { organizationId }),
        })
      : null;
    if (!endpoint) throw AppError.notFound(`No webhook endpoint ${endpointId}`);
    return this.deliveries.find({
      where: { endpointId: endpoint.id },
      relations: { event: true },
      // The event's seq breaks ties between deliveries written in the same millisecond.
      order: { createdAt: 'DESC', eventSeq: 'DESC' },
      take: Math.min(limit, MAX_LISTED_DELIVERIES),
    });
  }

  /**
   * Sends a delivery again, from now, with a fresh retry period and the same `webhook-id` (a
   * receiver that saw it de-duplicates). Replaying to a disabled endpoint enables it again:
   * replay is how an operator says the receiver is back.
   */
  async replay(
    deliveryId: string,
    organizationId?: string,
    now = new Date(),
  ): Promise<WebhookDelivery> {
    const delivery = isUuid(deliveryId)
      ? await this.deliveries.findOneBy({
          id: deliveryId.toLowerCase(),
          ...(organizationId !== undefined && {
            endpoint: { organizationId },
          }),
        })
      : null;
    if (!delivery) throw AppError.notFound(`No webhook delivery ${deliveryId}`);
    await transaction(this.dataSource, async (tx) => {
      await tx.update(
        WebhookDelivery,
        { id: delivery.id },
        {
          status: 'pending',
          nextAttemptAt: now,
          firstAttemptAt: null,
          leaseExpiresAt: null,
        },
      );
      await tx.update(
        WebhookEndpoint,
        { id: delivery.endpointId },
        { disabledAt: null, disabledReason: null, failingSince: null },
      );
    });
    return { ...delivery, status: 'pending' };
  }

  /**
   * Forgets everything recorded for an actor's webhooks: events (their bodies name the person)
   * and deliveries (with their response excerpts). For erasure, inside its transaction when
   * `manager` is given; returns how many events went.
   */
  async forgetActor(
    actorId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<number> {
    // Deliveries first, explicitly: not left to ON DELETE CASCADE alone.
    await manager.delete(WebhookDelivery, { actorId });
    const res = await manager.delete(WebhookEvent, { actorId });
    return res.affected ?? 0;
  }
}
