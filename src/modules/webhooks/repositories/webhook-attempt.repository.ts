import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  DataSource,
  IsNull,
  type EntityManager,
  type Repository,
} from 'typeorm';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { transaction } from '../../../database/transaction.js';
import { WebhookDelivery } from '../entities/webhook-delivery.entity.js';
import { WebhookEndpoint } from '../entities/webhook-endpoint.entity.js';
import type { WebhookEvent } from '../entities/webhook-event.entity.js';
import type { DueDelivery } from '../webhook-deliver.job.js';
import { dueDelivery, SENDABLE } from './sendable-delivery.js';

export interface ClaimedDelivery {
  delivery: WebhookDelivery;
  event: WebhookEvent;
  endpoint: WebhookEndpoint;
  /** the claim's token: only its holder records the outcome */
  leaseExpiresAt: Date;
}

/** What one attempt got: an HTTP status, or why there was none. */
export interface AttemptOutcome {
  statusCode: number | null;
  error: string | null;
  excerpt: string | null;
}

/**
 * One attempt's changes of a delivery's state, each a conditional write: a claim (lease) before
 * the attempt, the outcome only by the claim's holder, then the lane's next delivery. A delivery
 * is claimed only when due, not leased, its endpoint enabled, and it heads its lane (one actor to
 * one endpoint, in event order).
 */
@Injectable()
export class WebhookAttemptRepository {
  constructor(
    @InjectRepository(WebhookDelivery)
    private readonly deliveries: Repository<WebhookDelivery>,
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Takes the delivery for one attempt until `leaseExpiresAt`, or null if it may not be sent now. */
  async claim(
    id: string,
    now: Date,
    leaseExpiresAt: Date,
  ): Promise<ClaimedDelivery | null> {
    const claimed = await this.claimInOrder(id, (tx) =>
      tx
        .createQueryBuilder()
        .update(WebhookDelivery)
        .set({ leaseExpiresAt })
        .where(`id = :id AND status = 'pending'`, { id })
        .andWhere(SENDABLE, {
          now,
          perEndpoint: this.config.webhooks.endpointConcurrency,
        })
        .execute(),
    );
    if (claimed.affected !== 1) return null;
    const delivery = await this.deliveries.findOne({
      where: { id },
      relations: { event: true, endpoint: true },
    });
    if (!delivery?.event || !delivery.endpoint) return null;
    return {
      delivery,
      event: delivery.event,
      endpoint: delivery.endpoint,
      leaseExpiresAt,
    };
  }

  /**
   * Claims of one endpoint's deliveries take turns on PostgreSQL (a transaction-scoped advisory
   * lock on the endpoint), so two workers counting its attempts in flight at the same moment
   * cannot both take its last free share. SQLite runs one statement at a time anyway.
   */
  private claimInOrder<T>(
    id: string,
    update: (tx: EntityManager) => Promise<T>,
  ): Promise<T> {
    if (this.dataSource.options.type !== 'postgres')
      return update(this.dataSource.manager);
    return transaction(this.dataSource, async (tx) => {
      await tx.query(
        `SELECT pg_advisory_xact_lock(hashtext('webhook-endpoint:' || "endpointId")) FROM "webhook_deliveries" WHERE "id" = $1`,
        [id],
      );
      return update(tx);
    });
  }

  /** Gives the claim back without counting an attempt (a shutdown, a missing key). */
  async release(claim: ClaimedDelivery): Promise<void> {
    await this.deliveries.update(
      { id: claim.delivery.id, leaseExpiresAt: claim.leaseExpiresAt },
      { leaseExpiresAt: null },
    );
  }

  async recordDelivered(
    claim: ClaimedDelivery,
    outcome: AttemptOutcome,
    now: Date,
  ): Promise<boolean> {
    return transaction(this.dataSource, async (tx) => {
      const res = await tx.update(
        WebhookDelivery,
        { id: claim.delivery.id, leaseExpiresAt: claim.leaseExpiresAt },
        {
          status: 'delivered',
          attempts: claim.delivery.attempts + 1,
          firstAttemptAt: claim.delivery.firstAttemptAt ?? now,
          nextAttemptAt: null,
          leaseExpiresAt: null,
          deliveredAt: now,
          lastStatusCode: outcome.statusCode,
          lastError: null,
          responseExcerpt: outcome.excerpt,
        },
      );
      if (res.affected !== 1) return false;
      await tx.update(
        WebhookEndpoint,
        { id: claim.endpoint.id },
        {
          lastDeliveryAt: now,
          lastStatus: String(outcome.statusCode),
          failingSince: null,
        },
      );
      return true;
    });
  }

  /**
   * A failed attempt: retried at `nextAttemptAt`, or failed for good when that is null. The
   * endpoint remembers since when it fails; with `disable`, it is disabled in the same
   * transaction, so the lane's next delivery can never slip out before it is.
   */
  async recordFailure(
    claim: ClaimedDelivery,
    outcome: AttemptOutcome,
    nextAttemptAt: Date | null,
    now: Date,
    disable: string | null = null,
  ): Promise<boolean> {
    return transaction(this.dataSource, async (tx) => {
      const res = await tx.update(
        WebhookDelivery,
        { id: claim.delivery.id, leaseExpiresAt: claim.leaseExpiresAt },
        {
          status: nextAttemptAt ? 'pending' : 'failed',
          attempts: claim.delivery.attempts + 1,
          firstAttemptAt: claim.delivery.firstAttemptAt ?? now,
          nextAttemptAt,
          leaseExpiresAt: null,
          lastStatusCode: outcome.statusCode,
          lastError: outcome.error,
          responseExcerpt: outcome.excerpt,
        },
      );
      if (res.affected !== 1) return false;
      await tx.update(
        WebhookEndpoint,
        { id: claim.endpoint.id },
        {
          lastStatus: outcome.error ?? String(outcome.statusCode),
          failingSince: claim.endpoint.failingSince ?? now,
        },
      );
      if (disable) {
        // No more attempts to this endpoint: disabled, and its pending deliveries fail.
        await tx.update(
          WebhookEndpoint,
          { id: claim.endpoint.id, disabledAt: IsNull() },
          { disabledAt: now, disabledReason: disable.slice(0, 200) },
        );
        await tx.update(
          WebhookDelivery,
          { endpointId: claim.endpoint.id, status: 'pending' },
          { status: 'failed', nextAttemptAt: null },
        );
      }
      return true;
    });
  }

  /** The lane's next delivery once one is delivered, if it is due now. */
  async nextInLane(
    delivery: WebhookDelivery,
    now: Date,
  ): Promise<DueDelivery | null> {
    const next = await this.deliveries
      .createQueryBuilder('d')
      .select(['d.id', 'd.attempts', 'd.nextAttemptAt'])
      .where(
        `d.endpointId = :endpointId AND d.actorId = :actorId AND d.status = 'pending'`,
        { endpointId: delivery.endpointId, actorId: delivery.actorId },
      )
      .orderBy('d.eventSeq', 'ASC')
      .getOne();
    if (!next || (next.nextAttemptAt && next.nextAttemptAt > now)) return null;
    return dueDelivery(next);
  }
}
