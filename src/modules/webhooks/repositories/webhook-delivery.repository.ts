import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { WebhookDelivery } from '../entities/webhook-delivery.entity.js';
import type { DueDelivery } from '../webhook-deliver.job.js';
import { dueDelivery, SENDABLE } from './sendable-delivery.js';

/**
 * Deliveries as the dispatcher, the metrics and the admin see them: which are due, the sweep of a
 * disabled endpoint's, an endpoint's history, a replay. An attempt's own writes are
 * WebhookAttemptRepository's.
 */
@Injectable()
export class WebhookDeliveryRepository {
  constructor(
    @InjectRepository(WebhookDelivery)
    private readonly deliveries: Repository<WebhookDelivery>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Deliveries that may be sent now and are not in flight, oldest due first; with `endpointId`,
   * that endpoint's only (its shares free again once an attempt ends).
   */
  async due(
    now: Date,
    limit: number,
    endpointId?: string,
  ): Promise<DueDelivery[]> {
    const query = this.deliveries
      .createQueryBuilder('webhook_deliveries')
      .select([
        'webhook_deliveries.id',
        'webhook_deliveries.attempts',
        'webhook_deliveries.nextAttemptAt',
      ])
      .where(`webhook_deliveries.status = 'pending'`)
      .andWhere(SENDABLE, {
        now,
        perEndpoint: this.config.webhooks.endpointConcurrency,
      });
    if (endpointId)
      query.andWhere('webhook_deliveries.endpointId = :endpointId', {
        endpointId,
      });
    const rows = await query
      .orderBy('webhook_deliveries.nextAttemptAt', 'ASC')
      .limit(limit)
      .getMany();
    return rows.map(dueDelivery);
  }

  /**
   * Nothing is ever sent to a disabled endpoint, and none of its deliveries stays pending: those
   * the sweep finds (a replay that raced the disabling) fail as if they were pending at the time.
   */
  async failPendingOfDisabledEndpoints(): Promise<number> {
    const res = await this.deliveries
      .createQueryBuilder()
      .update(WebhookDelivery)
      .set({ status: 'failed', nextAttemptAt: null, leaseExpiresAt: null })
      .where(`status = 'pending'`)
      .andWhere(
        `"endpointId" IN (SELECT "id" FROM "webhook_endpoints" WHERE "disabledAt" IS NOT NULL)`,
      )
      .execute();
    return res.affected ?? 0;
  }

  /** When the oldest undelivered event was recorded, for the metrics gauge. */
  async oldestPendingCreatedAt(): Promise<Date | null> {
    const row = await this.deliveries.findOne({
      select: { createdAt: true },
      where: { status: 'pending' },
      order: { createdAt: 'ASC' },
    });
    return row?.createdAt ?? null;
  }

  /** An endpoint's deliveries, newest first, with their event (its seq breaks ties). */
  listOfEndpoint(
    endpointId: string,
    limit: number,
  ): Promise<WebhookDelivery[]> {
    return this.deliveries.find({
      where: { endpointId },
      relations: { event: true },
      order: { createdAt: 'DESC', eventSeq: 'DESC' },
      take: limit,
    });
  }

  /** One delivery; with `organizationId`, only one to that organization's endpoints. */
  find(id: string, organizationId?: string): Promise<WebhookDelivery | null> {
    return this.deliveries.findOneBy({
      id,
      ...(organizationId !== undefined && { endpoint: { organizationId } }),
    });
  }

  /** Pending again from `now`, with a fresh retry period, in `tx`; whatever it was doing. */
  async sendAgain(tx: EntityManager, id: string, now: Date): Promise<void> {
    await tx.update(
      WebhookDelivery,
      { id },
      {
        status: 'pending',
        nextAttemptAt: now,
        firstAttemptAt: null,
        leaseExpiresAt: null,
      },
    );
  }
}
