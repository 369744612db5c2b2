import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type {
  DestinationAdapter,
  EraseItem,
  RecordOutcome,
  SharedOutcome,
  SyncItem,
  SyncOutcome,
} from '../../../libs/destinations/index.js';
import { nextAttemptAt } from '../../../libs/webhooks/retry-schedule.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { transaction } from '../../database/transaction.js';
import { LeaseLostError } from './destination-lease.js';
import { DestinationMetrics } from './destination.metrics.js';
import type { Destination } from './entities/destination.entity.js';
import type { DestinationActor } from './entities/destination-actor.entity.js';
import {
  DestinationActorRepository,
  type RowOutcome,
} from './repositories/destination-actor.repository.js';
import {
  DestinationDeliveryRepository,
  type DeliveryRow,
} from './repositories/destination-delivery.repository.js';
import { DestinationRecordRepository } from './repositories/destination-record.repository.js';
import { DestinationRepository } from './repositories/destination.repository.js';

/** A row a flush took, with the version it read. */
export interface Claimed {
  row: DestinationActor;
}

type Closed = {
  actorId: string;
  outcome: 'skipped' | 'unknown';
  message: string;
};

/**
 * What a batch came to, recorded in one transaction held by the run's lease: each record's
 * outcome against the version the run claimed (a newer change stays pending), the CRM ids and
 * the values now ours, the history; records not reported retried with backoff (or given up after
 * DESTINATION_GIVE_UP_AFTER_MS); then the destination's own state: throttled until the vendor's
 * wait, invalid (401), needs_setup with what is missing (403), failing (5xx, timeouts).
 */
@Injectable()
export class DestinationOutcomes {
  constructor(
    private readonly dataSource: DataSource,
    private readonly destinations: DestinationRepository,
    private readonly outbox: DestinationActorRepository,
    private readonly records: DestinationRecordRepository,
    private readonly deliveries: DestinationDeliveryRepository,
    private readonly metrics: DestinationMetrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Records a sync's outcome; true when the run may go on to its next batch. */
  async record(
    destination: Destination,
    adapter: DestinationAdapter,
    claimed: Map<string, Claimed>,
    items: SyncItem[],
    outcome: SyncOutcome,
    closed: Closed[],
    leaseId: string,
  ): Promise<boolean> {
    const now = new Date();
    const records =
      outcome.kind === 'done' ? outcome.records : (outcome.records ?? []);
    const shared = outcome.shared ?? [];
    const reported = new Set(records.map((r) => r.ref));
    const unreported = items.filter((i) => !reported.has(i.ref));
    const uncertain =
      outcome.kind === 'unavailable' && outcome.uncertain === true;
    const atMostOnce = adapter.delivery === 'at-most-once';
    await this.inLease(destination.id, leaseId, async (tx) => {
      await this.recordRows(
        tx,
        destination,
        claimed,
        items,
        records,
        closed,
        now,
      );
      await this.recordShared(tx, destination.id, items, shared, now);
      for (const item of unreported) {
        const { row } = claimed.get(item.ref)!;
        if (outcome.kind === 'done')
          await this.retry(
            tx,
            destination,
            row,
            'the vendor gave no result for this record',
            now,
          );
        else if (outcome.kind === 'unavailable' && atMostOnce && uncertain)
          await this.recordRows(
            tx,
            destination,
            claimed,
            items,
            [],
            [
              {
                actorId: row.actorId,
                outcome: 'unknown',
                message: `no answer (${outcome.reason}); not sent again`,
              },
            ],
            now,
          );
        else if (outcome.kind === 'unavailable')
          await this.retry(tx, destination, row, outcome.reason, now);
      }
      // Throttled or refused as a whole: nothing was taken, so an at-most-once send may go again
      // (left marked, the next run would close it as perhaps sent: a hot signup never posted).
      if (outcome.kind !== 'done' && outcome.kind !== 'unavailable')
        await this.outbox.clearIntent(
          tx,
          destination.id,
          unreported.map((i) => i.ref),
          leaseId,
        );
    });
    return this.settleDestination(destination, outcome, now);
  }

  async recordErasures(
    destination: Destination,
    claimed: Map<string, Claimed>,
    items: EraseItem[],
    outcome: SyncOutcome,
    leaseId: string,
  ): Promise<boolean> {
    const now = new Date();
    const records =
      outcome.kind === 'done' ? outcome.records : (outcome.records ?? []);
    await this.inLease(destination.id, leaseId, async (tx) => {
      for (const r of records) {
        const { row } = claimed.get(r.ref)!;
        await this.deliveries.add(tx, [
          this.delivery(
            destination.id,
            row,
            r.outcome === 'synced' ? 'erased' : r.outcome,
            r.outcome === 'failed' ? r.message : null,
          ),
        ]);
        // Done (deleted, or nothing to delete): the actor's last rows here go; a refusal stays visible.
        if (r.outcome === 'failed')
          await this.outbox.record(
            tx,
            destination.id,
            [
              {
                actorId: r.ref,
                claimed: row.version,
                outcome: 'failed',
                message: r.message,
              },
            ],
            now,
          );
        else {
          await this.outbox.forget(tx, r.ref, [destination.id]);
          await this.records.forget(tx, r.ref, [destination.id]);
        }
      }
      const reported = new Set(records.map((r) => r.ref));
      for (const item of items)
        if (!reported.has(item.ref) && outcome.kind === 'unavailable')
          await this.retry(
            tx,
            destination,
            claimed.get(item.ref)!.row,
            outcome.reason,
            now,
          );
    });
    return this.settleDestination(destination, outcome, now);
  }

  /** Rows closed without a request (skipped, or at most once and maybe sent). */
  async close(
    destination: Destination,
    claimed: Map<string, Claimed>,
    closed: Closed[],
    leaseId: string,
  ): Promise<void> {
    await this.inLease(destination.id, leaseId, (tx) =>
      this.recordRows(tx, destination, claimed, [], [], closed, new Date()),
    );
  }

  private async recordRows(
    tx: EntityManager,
    destination: Destination,
    claimed: Map<string, Claimed>,
    items: SyncItem[],
    records: RecordOutcome[],
    closed: Closed[],
    now: Date,
  ): Promise<void> {
    const rows: RowOutcome[] = [];
    const history: DeliveryRow[] = [];
    for (const r of records) {
      const { row } = claimed.get(r.ref)!;
      if (r.outcome === 'synced') {
        for (const [objectType, crmId] of Object.entries(r.crmIds)) {
          // A company's own state is recorded from the shared outcomes (keyed by its domain);
          // the person keeps only which company record is theirs.
          const written = r.written[objectType] ?? {};
          const before =
            items.find((i) => i.ref === r.ref)?.state[objectType]?.written ??
            {};
          await this.records.synced(
            tx,
            destination.id,
            objectType,
            r.ref,
            crmId,
            { ...before, ...written },
            now,
          );
        }
        this.metrics.synced(destination, row.pendingSince, now);
      } else this.metrics.record(destination, r.outcome);
      const message =
        r.outcome === 'synced'
          ? (r.notes?.join('; ') ?? null)
          : r.outcome === 'failed'
            ? r.message
            : r.reason;
      rows.push({
        actorId: r.ref,
        claimed: row.version,
        outcome: r.outcome,
        message,
      });
      history.push(
        this.delivery(
          destination.id,
          row,
          r.outcome,
          message,
          r.outcome === 'synced' ? (Object.values(r.crmIds)[0] ?? null) : null,
        ),
      );
    }
    for (const c of closed) {
      const { row } = claimed.get(c.actorId)!;
      rows.push({
        actorId: c.actorId,
        claimed: row.version,
        outcome: c.outcome,
        message: c.message,
      });
      this.metrics.record(destination, c.outcome);
      if (c.outcome === 'unknown')
        history.push(this.delivery(destination.id, row, 'unknown', c.message));
    }
    await this.outbox.record(tx, destination.id, rows, now);
    await this.deliveries.add(tx, history);
  }

  private async recordShared(
    tx: EntityManager,
    destinationId: string,
    items: SyncItem[],
    shared: SharedOutcome[],
    now: Date,
  ): Promise<void> {
    for (const s of shared) {
      const before =
        items.find((i) => i.actor.companyDomain === s.key)?.shared[s.objectType]
          ?.written ?? {};
      await this.records.synced(
        tx,
        destinationId,
        s.objectType,
        s.key,
        s.crmId,
        { ...before, ...s.written },
        now,
      );
    }
  }

  /** Tried again after the backoff; given up past DESTINATION_GIVE_UP_AFTER_MS of trying. */
  private async retry(
    tx: EntityManager,
    destination: Destination,
    row: DestinationActor,
    reason: string,
    now: Date,
  ): Promise<void> {
    const next = nextAttemptAt(
      row.pendingSince ?? now,
      row.attempts + 1,
      now,
      this.config.destinations.retry,
    );
    if (next) {
      await this.outbox.retryAt(tx, destination.id, row.actorId, next, reason);
      await this.deliveries.add(tx, [
        this.delivery(destination.id, row, 'retrying', reason),
      ]);
      this.metrics.record(destination, 'retrying');
      return;
    }
    const message = `gave up: ${reason}`;
    await this.outbox.record(
      tx,
      destination.id,
      [
        {
          actorId: row.actorId,
          claimed: row.version,
          outcome: 'failed',
          message,
        },
      ],
      now,
    );
    await this.deliveries.add(tx, [
      this.delivery(destination.id, row, 'failed', message),
    ]);
    this.metrics.record(destination, 'failed');
  }

  private async settleDestination(
    destination: Destination,
    outcome: SyncOutcome,
    now: Date,
  ): Promise<boolean> {
    switch (outcome.kind) {
      case 'done':
        await this.destinations.flushed(destination.id, now, true, null);
        return true;
      case 'throttled': {
        const waitMs = outcome.retryAfterMs ?? 10_000;
        await this.destinations.throttle(
          destination.id,
          new Date(now.getTime() + waitMs),
          outcome.reason,
        );
        this.metrics.throttled(destination, outcome.reason);
        return false;
      }
      case 'unauthorized':
        await this.destinations.setStatus(
          destination.id,
          'invalid',
          outcome.detail,
          now,
        );
        return false;
      case 'forbidden':
        await this.destinations.setStatus(
          destination.id,
          'needs_setup',
          outcome.detail,
          now,
        );
        return false;
      case 'unavailable':
        await this.destinations.flushed(
          destination.id,
          now,
          false,
          destination.failingSince,
        );
        return false;
    }
  }

  /** Writes in one transaction, only while the run still holds the destination. */
  private inLease(
    destinationId: string,
    leaseId: string,
    work: (tx: EntityManager) => Promise<void>,
  ): Promise<void> {
    return transaction(this.dataSource, async (tx) => {
      const held = await tx
        .createQueryBuilder()
        .update('destinations')
        .set({ leaseId })
        .where('id = :destinationId AND "leaseId" = :leaseId', {
          destinationId,
          leaseId,
        })
        .execute();
      if (held.affected !== 1) throw new LeaseLostError();
      await work(tx);
    });
  }

  private delivery(
    destinationId: string,
    row: DestinationActor,
    outcome: string,
    message: string | null,
    crmId: string | null = null,
  ): DeliveryRow {
    return {
      destinationId,
      actorId: row.actorId,
      version: row.version,
      op: row.op,
      outcome,
      crmId,
      message,
      createdAt: new Date(),
    };
  }
}
