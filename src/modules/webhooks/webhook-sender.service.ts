import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import {
  nextAttemptAt,
  postWebhook,
  signatureHeaders,
  type PostWebhookResult,
} from '../../../libs/webhooks/index.js';
import { userAgent } from '../../common/app-version.js';
import { LOGGER } from '../../common/logging/logger.port.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { EndpointAddressGuard } from './endpoint-address.guard.js';
import {
  WebhookAttemptRepository,
  type AttemptOutcome,
  type ClaimedDelivery,
} from './repositories/webhook-attempt.repository.js';
import { WebhookMetrics } from './webhook.metrics.js';
import type { DueDelivery } from './webhook-deliver.job.js';
import { WebhookSecrets } from './webhook-secrets.service.js';

/** A claim outlives the attempt's time limit a little, so a live attempt is never presumed dead. */
const LEASE_GRACE_MS = 10_000;

export type DeliverResult =
  | { kind: 'skipped' }
  | { kind: 'delivered'; next: DueDelivery | null }
  | { kind: 'retry'; next: DueDelivery; delayMs: number }
  | { kind: 'failed' };

/**
 * One attempt at one delivery: claim it, sign the stored body with the endpoint's secret(s), POST
 * it through the SSRF guard, record the outcome. 2xx is delivered; 410 disables the endpoint at
 * once; anything else (another status, a redirect, a timeout, a refused connection) is retried on
 * the schedule until WEBHOOK_GIVE_UP_AFTER_MS after the first attempt, and an endpoint that has
 * failed every attempt for that long is disabled. Never logs a URL, a body or a secret.
 */
@Injectable()
export class WebhookSender {
  constructor(
    private readonly store: WebhookAttemptRepository,
    private readonly secrets: WebhookSecrets,
    private readonly guard: EndpointAddressGuard,
    private readonly metrics: WebhookMetrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** One attempt; `signal` aborts at shutdown, and the attempt is then handed back uncounted. */
  async deliver(
    deliveryId: string,
    signal: AbortSignal,
  ): Promise<DeliverResult & { endpointId?: string }> {
    if (signal.aborted || !this.secrets.hasKey()) return { kind: 'skipped' };
    const now = new Date();
    const claim = await this.store.claim(
      deliveryId,
      now,
      new Date(now.getTime() + this.config.webhooks.timeoutMs + LEASE_GRACE_MS),
    );
    if (!claim) return { kind: 'skipped' };
    const result = await this.attempt(claim, now, signal);
    // Its share of the endpoint is free again: the dispatcher gives it to the endpoint's next.
    return { ...result, endpointId: claim.endpoint.id };
  }

  private async attempt(
    claim: ClaimedDelivery,
    now: Date,
    signal: AbortSignal,
  ): Promise<DeliverResult> {
    const { delivery, event, endpoint } = claim;
    const log = { deliveryId: delivery.id, endpointId: endpoint.id };
    let secrets: string[];
    try {
      secrets = this.secrets.signingSecrets(endpoint, now);
    } catch (err) {
      // A key that does not open the secret: the operator's to fix; the delivery waits.
      this.logger.error(
        { ...log, error: err instanceof Error ? err.message : String(err) },
        'webhook secret cannot be opened; check WEBHOOK_SECRETS_KEY',
      );
      await this.store.release(claim);
      return { kind: 'skipped' };
    }
    const result = await postWebhook(endpoint.url, {
      resolver: this.guard.resolver,
      allowPrivateNetworks: this.guard.allowPrivateNetworks,
      body: event.payload,
      headers: {
        ...signatureHeaders({
          messageId: event.messageId,
          timestamp: now,
          body: event.payload,
          secrets,
        }),
      },
      timeoutMs: this.config.webhooks.timeoutMs,
      userAgent: userAgent('webhooks'),
      signal,
    });
    const done = new Date();
    if (result.kind === 'no_answer' && signal.aborted) {
      await this.store.release(claim); // not the receiver's fault: no attempt counted
      return { kind: 'skipped' };
    }
    const outcome = outcomeOf(result);
    if (
      result.kind === 'answered' &&
      result.status >= 200 &&
      result.status < 300
    ) {
      if (!(await this.store.recordDelivered(claim, outcome, done)))
        return { kind: 'skipped' };
      this.metrics.attempted('delivered', result.ms);
      this.metrics.delivered(event.createdAt, done);
      return {
        kind: 'delivered',
        next: await this.store.nextInLane(delivery, done),
      };
    }
    return this.failed(claim, outcome, result.ms, done, log);
  }

  private async failed(
    claim: ClaimedDelivery,
    outcome: AttemptOutcome,
    ms: number,
    now: Date,
    log: { deliveryId: string; endpointId: string },
  ): Promise<DeliverResult> {
    const { delivery, endpoint } = claim;
    const schedule = this.config.webhooks.retry;
    const gone = outcome.statusCode === 410;
    const firstAttemptAt = delivery.firstAttemptAt ?? now;
    const failingSince = endpoint.failingSince ?? now;
    const scheduled = gone
      ? null
      : nextAttemptAt(firstAttemptAt, delivery.attempts + 1, now, schedule);
    // Failing every attempt for the give-up period: this delivery's whole retry period without a
    // single success to this endpoint, or that long across its deliveries.
    const failingTooLong =
      !gone &&
      ((scheduled === null && failingSince <= firstAttemptAt) ||
        now.getTime() - failingSince.getTime() >= schedule.giveUpAfterMs);
    const next = failingTooLong ? null : scheduled;
    const disable = gone
      ? 'the endpoint answered 410 Gone'
      : failingTooLong
        ? `every attempt failed since ${failingSince.toISOString()}`
        : null;
    if (!(await this.store.recordFailure(claim, outcome, next, now, disable)))
      return { kind: 'skipped' };
    const failure = outcome.error ?? `HTTP ${outcome.statusCode}`;
    if (disable)
      this.logger.warn(
        {
          endpointId: endpoint.id,
          organizationId: endpoint.organizationId,
          reason: disable,
          last: failure,
        },
        'webhook endpoint disabled',
      );
    if (!next) {
      this.metrics.attempted('failed', ms);
      this.logger.warn(
        { ...log, attempts: delivery.attempts + 1, last: failure },
        'webhook delivery failed for good',
      );
      return { kind: 'failed' };
    }
    this.metrics.attempted('retrying', ms);
    this.logger.info(
      {
        ...log,
        attempts: delivery.attempts + 1,
        last: failure,
        nextAttemptAt: next.toISOString(),
      },
      'webhook delivery failed; will retry',
    );
    return {
      kind: 'retry',
      next: {
        id: delivery.id,
        attempts: delivery.attempts + 1,
        dueAt: next.getTime(),
      },
      delayMs: next.getTime() - now.getTime(),
    };
  }
}

const EXCERPT_CHARS = 200;

function outcomeOf(result: PostWebhookResult): AttemptOutcome {
  return result.kind === 'answered'
    ? {
        statusCode: result.status,
        error: null,
        excerpt: result.excerpt.slice(0, EXCERPT_CHARS) || null,
      }
    : { statusCode: null, error: result.cause.slice(0, 64), excerpt: null };
}
