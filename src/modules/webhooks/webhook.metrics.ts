import { Injectable, OnModuleInit } from '@nestjs/common';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { RecentReading } from '../../../libs/cache/recent-reading.js';
import { WebhookDeliveryRepository } from './repositories/webhook-delivery.repository.js';

/** How an attempt ended, as counted. */
export type AttemptResult = 'delivered' | 'retrying' | 'failed';

/** Scrapes share one reading of the oldest undelivered event for this long. */
const CACHE_MS = 5000;

/** Deliveries by outcome, latency from event to delivery, and the oldest event still undelivered. */
@Injectable()
export class WebhookMetrics implements OnModuleInit {
  private readonly attempts: Counter<'outcome'>;
  private readonly latency: Histogram;
  private readonly attemptSeconds: Histogram;
  private readonly oldestPending: RecentReading<Date | null>;

  constructor(
    private readonly registry: Registry,
    store: WebhookDeliveryRepository,
  ) {
    this.oldestPending = new RecentReading(CACHE_MS, () =>
      store.oldestPendingCreatedAt(),
    );
    this.attempts = new Counter({
      name: 'webhook_deliveries_total',
      help: 'Delivery attempts by outcome: delivered (2xx), retrying (failed, another attempt is scheduled), failed (given up: 410, endpoint disabled, or past WEBHOOK_GIVE_UP_AFTER_MS).',
      labelNames: ['outcome'],
      registers: [registry],
    });
    this.latency = new Histogram({
      name: 'webhook_delivery_latency_seconds',
      help: 'From the state change (the event recorded) to its 2xx from the endpoint, retries included.',
      buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 3600, 86400],
      registers: [registry],
    });
    this.attemptSeconds = new Histogram({
      name: 'webhook_attempt_duration_seconds',
      help: 'One delivery attempt, connection to answer (at most WEBHOOK_TIMEOUT_MS).',
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
  }

  onModuleInit(): void {
    const gauge = new Gauge({
      name: 'webhook_oldest_undelivered_seconds',
      help: `Age of the oldest event not yet delivered to some endpoint (0 when none), read at most every ${CACHE_MS / 1000} s.`,
      registers: [this.registry],
      collect: async () => {
        const oldest = await this.oldestPending.get().catch(() => undefined);
        if (oldest === undefined) return; // the database is down: no reading this time
        gauge.set(oldest ? (Date.now() - oldest.getTime()) / 1000 : 0);
      },
    });
  }

  attempted(outcome: AttemptResult, ms: number): void {
    this.attempts.inc({ outcome });
    this.attemptSeconds.observe(ms / 1000);
  }

  delivered(eventCreatedAt: Date, now: Date): void {
    this.latency.observe((now.getTime() - eventCreatedAt.getTime()) / 1000);
  }
}
