import { Injectable, OnModuleInit } from '@nestjs/common';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { HttpResult } from '../../../libs/destinations/index.js';
import { RecentReading } from '../../../libs/cache/recent-reading.js';
import type { Destination } from './entities/destination.entity.js';
import { DestinationActorRepository } from './repositories/destination-actor.repository.js';

const CACHE_MS = 5000;

type Labelled = Pick<Destination, 'id' | 'kind'>;

/**
 * Per destination (its id: bounded by destinations, never by actors): records sent and failed,
 * requests by result, throttling, and lag from a change to its record in the CRM.
 */
@Injectable()
export class DestinationMetrics implements OnModuleInit {
  private readonly records: Counter<'destination' | 'kind' | 'outcome'>;
  private readonly requests: Counter<'destination' | 'kind' | 'result'>;
  private readonly throttles: Counter<'destination' | 'kind' | 'reason'>;
  private readonly lag: Histogram<'destination' | 'kind'>;
  private readonly oldestPending: RecentReading<Date | null>;

  constructor(
    private readonly registry: Registry,
    outbox: DestinationActorRepository,
  ) {
    this.oldestPending = new RecentReading(
      CACHE_MS,
      async () => (await outbox.pending()).oldest,
    );
    this.records = new Counter({
      name: 'destination_records_total',
      help: 'Records by outcome: synced (in the CRM or posted), failed (refused by the vendor, or given up), skipped (nothing to send), retrying, unknown (at most once: maybe sent, not sent again).',
      labelNames: ['destination', 'kind', 'outcome'],
      registers: [registry],
    });
    this.requests = new Counter({
      name: 'destination_requests_total',
      help: 'Requests to destinations by result: 2xx, 4xx, 429, 5xx, unreachable, over_budget (not sent: our burst budget said wait).',
      labelNames: ['destination', 'kind', 'result'],
      registers: [registry],
    });
    this.throttles = new Counter({
      name: 'destination_throttled_total',
      help: 'Times a destination stopped to wait: a 429 (by policy: TEN_SECONDLY_ROLLING, SECONDLY, DAILY, rate_limited), or our own budget (budget).',
      labelNames: ['destination', 'kind', 'reason'],
      registers: [registry],
    });
    this.lag = new Histogram({
      name: 'destination_lag_seconds',
      help: 'From an actor change to its record synced at the destination, retries included.',
      labelNames: ['destination', 'kind'],
      buckets: [0.5, 1, 2, 5, 10, 30, 60, 300, 3600, 86400],
      registers: [registry],
    });
  }

  onModuleInit(): void {
    const gauge = new Gauge({
      name: 'destination_oldest_pending_seconds',
      help: `Age of the oldest change not yet at its destination (0 when none), read at most every ${CACHE_MS / 1000} s.`,
      registers: [this.registry],
      collect: async () => {
        const oldest = await this.oldestPending.get().catch(() => undefined);
        if (oldest === undefined) return;
        gauge.set(oldest ? (Date.now() - oldest.getTime()) / 1000 : 0);
      },
    });
  }

  request(d: Labelled, result: HttpResult): void {
    const label =
      result.kind === 'answered'
        ? result.status === 429
          ? '429'
          : `${Math.floor(result.status / 100)}xx`
        : result.kind;
    this.requests.inc({ destination: d.id, kind: d.kind, result: label });
  }

  record(d: Labelled, outcome: string): void {
    this.records.inc({ destination: d.id, kind: d.kind, outcome });
  }

  synced(d: Labelled, since: Date | null, now: Date): void {
    this.record(d, 'synced');
    if (since)
      this.lag.observe(
        { destination: d.id, kind: d.kind },
        (now.getTime() - since.getTime()) / 1000,
      );
  }

  throttled(d: Labelled, reason: string): void {
    this.throttles.inc({ destination: d.id, kind: d.kind, reason });
  }
}
