import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import {
  flushReadiness,
  type Batching,
  type DestinationAdapter,
  type DestinationContext,
  type EraseItem,
  type SyncItem,
} from '../../../libs/destinations/index.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { JobRegistry } from '../queue/job-registry.service.js';
import { IcpProfilesService } from '../scoring/icp-profiles.service.js';
import { actorSnapshot } from './actor-snapshot.js';
import { DestinationAdapters } from './destination-adapters.service.js';
import { DestinationContexts } from './destination-contexts.service.js';
import { destinationFlushJob } from './destination-flush.job.js';
import { DestinationFlushes } from './destination-flushes.service.js';
import { LeaseLostError } from './destination-lease.js';
import {
  DestinationOutcomes,
  type Claimed,
} from './destination-outcomes.service.js';
import { DestinationMetrics } from './destination.metrics.js';
import type { Destination } from './entities/destination.entity.js';
import type { DestinationActor } from './entities/destination-actor.entity.js';
import { DestinationActorRepository } from './repositories/destination-actor.repository.js';
import { DestinationRecordRepository } from './repositories/destination-record.repository.js';
import { DestinationRepository } from './repositories/destination.repository.js';
import { SyncedActorRepository } from './repositories/synced-actor.repository.js';

/**
 * One flush run of one destination: single flight (a lease on the destination, renewed before
 * every request), the batching window (full batches while a burst goes on, the rest once it went
 * quiet), each batch built from the actors' current rows, sent through the adapter, and its
 * outcomes recorded (DestinationOutcomes). A throttled or failing destination ends its run at
 * once: it holds one slot of the destinations line for at most one request, never sleeps in it,
 * and the next run is queued for when it may send again.
 */
@Injectable()
export class DestinationFlushService implements OnModuleInit {
  constructor(
    private readonly destinations: DestinationRepository,
    private readonly outbox: DestinationActorRepository,
    private readonly records: DestinationRecordRepository,
    private readonly actors: SyncedActorRepository,
    private readonly adapters: DestinationAdapters,
    private readonly contexts: DestinationContexts,
    private readonly outcomes: DestinationOutcomes,
    private readonly profiles: IcpProfilesService,
    private readonly flushes: DestinationFlushes,
    private readonly metrics: DestinationMetrics,
    private readonly registry: JobRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    destinationFlushJob.handle(this.registry, async (data, run) => {
      try {
        await this.run(data.destinationId, run.signal);
      } catch (err) {
        // Another worker took the destination over (ours lapsed): its run records, ours stops.
        if (!(err instanceof LeaseLostError)) throw err;
      }
    });
  }

  async run(destinationId: string, signal: AbortSignal): Promise<void> {
    const leaseId = randomUUID();
    const now = new Date();
    if (
      !(await this.destinations.lease(
        destinationId,
        leaseId,
        now,
        this.leaseUntil(),
      ))
    )
      return;
    let next: Date | null = null;
    try {
      const destination = (await this.destinations.find(destinationId))!;
      const adapter = await this.adapters.get(destination.kind);
      const batching = this.batchingOf(adapter);
      const summary = await this.outbox.summary(destinationId, now);
      const readiness = flushReadiness(
        { ...summary, lastFlushAt: destination.lastFlushAt },
        batching,
        now,
      );
      if (!readiness.ready) {
        next = readiness.at;
        return;
      }
      const rows = await this.outbox.take(destinationId, now, readiness.take);
      const ctx = this.contexts.forDestination(destination, adapter, {
        signal,
        beforeRequest: () => this.renew(destinationId, leaseId),
        afterRequest: (result) => this.metrics.request(destination, result),
      });
      for (let i = 0; i < rows.length; i += batching.maxRecords) {
        const go = await this.batch(
          destination,
          adapter,
          ctx,
          rows.slice(i, i + batching.maxRecords),
          leaseId,
        );
        if (!go || signal.aborted) break;
      }
      const after = await this.destinations.find(destinationId);
      if (after?.status === 'active') {
        const left = await this.outbox.summary(destinationId, new Date());
        if (left.due > 0) next = after.throttledUntil ?? new Date();
      }
    } finally {
      await this.destinations.release(destinationId, leaseId);
      if (next) await this.flushes.flushAt(destinationId, next);
    }
  }

  /** One batch; false when the destination stopped (throttled, refused, unavailable). */
  private async batch(
    destination: Destination,
    adapter: DestinationAdapter,
    ctx: DestinationContext,
    rows: DestinationActor[],
    leaseId: string,
  ): Promise<boolean> {
    const claimed = new Map<string, Claimed>(
      rows.map((r) => [r.actorId, { row: r }]),
    );
    const erases = rows.filter((r) => r.op === 'erase');
    const upserts = rows.filter((r) => r.op === 'upsert');
    const closed: Array<{
      actorId: string;
      outcome: 'skipped' | 'unknown';
      message: string;
    }> = [];
    const items = await this.items(
      destination,
      adapter,
      upserts,
      leaseId,
      closed,
    );
    let go = true;
    if (items.length) {
      if (adapter.delivery === 'at-most-once')
        await this.outbox.markIntent(
          destination.id,
          items.map((i) => i.ref),
          leaseId,
        );
      const outcome = await adapter.sync(items, ctx);
      go = await this.outcomes.record(
        destination,
        adapter,
        claimed,
        items,
        outcome,
        closed,
        leaseId,
      );
      closed.length = 0;
    }
    if (go && erases.length) {
      const eraseItems = await this.eraseItems(destination.id, erases);
      const outcome = adapter.erase
        ? await adapter.erase(eraseItems, ctx)
        : { kind: 'done' as const, records: [] };
      go = await this.outcomes.recordErasures(
        destination,
        claimed,
        eraseItems,
        outcome,
        leaseId,
      );
    }
    if (closed.length)
      await this.outcomes.close(destination, claimed, closed, leaseId);
    return go;
  }

  private async items(
    destination: Destination,
    adapter: DestinationAdapter,
    rows: DestinationActor[],
    leaseId: string,
    closed: Array<{
      actorId: string;
      outcome: 'skipped' | 'unknown';
      message: string;
    }>,
  ): Promise<SyncItem[]> {
    if (!rows.length) return [];
    const actors = await this.actors.read(rows.map((r) => r.actorId));
    const bands = await this.profiles.bands(destination.organizationId);
    const snapshots = new Map(
      [...actors.values()].map((a) => [
        a.id,
        actorSnapshot(a, bands, this.config.publicUrl),
      ]),
    );
    const domains = [...snapshots.values()].flatMap((s) =>
      s.companyDomain ? [s.companyDomain] : [],
    );
    const states = await this.records.states(destination.id, [
      ...snapshots.keys(),
      ...domains,
    ]);
    const items: SyncItem[] = [];
    for (const row of rows) {
      const actor = actors.get(row.actorId);
      const snapshot = snapshots.get(row.actorId);
      if (!actor || !snapshot || actor.status !== 'enriched') {
        closed.push({
          actorId: row.actorId,
          outcome: 'skipped',
          message: 'not enriched',
        });
        continue;
      }
      // At most once: a run that died after announcing this send may have sent it.
      if (
        adapter.delivery === 'at-most-once' &&
        row.intentId &&
        row.intentId !== leaseId
      ) {
        closed.push({
          actorId: row.actorId,
          outcome: 'unknown',
          message: 'an earlier attempt may have been sent; not sent again',
        });
        continue;
      }
      const item: SyncItem = {
        ref: row.actorId,
        actor: snapshot,
        state: Object.fromEntries(
          adapter.objects
            .filter((o) => o.keyedBy === 'actor')
            .map((o) => [o.type, states.get(`${o.type}:${row.actorId}`)]),
        ),
        shared: Object.fromEntries(
          adapter.objects
            .filter((o) => o.keyedBy === 'domain' && snapshot.companyDomain)
            .map((o) => [
              o.type,
              states.get(`${o.type}:${snapshot.companyDomain}`),
            ]),
        ),
        firstSyncedAt: row.firstSyncedAt,
      };
      if (adapter.accepts && !adapter.accepts(item)) {
        closed.push({
          actorId: row.actorId,
          outcome: 'skipped',
          message: 'nothing to send',
        });
        continue;
      }
      items.push(item);
    }
    return items;
  }

  private async eraseItems(
    destinationId: string,
    rows: DestinationActor[],
  ): Promise<EraseItem[]> {
    const records = await this.records.ofActors(
      rows.map((r) => r.actorId),
      destinationId,
    );
    return rows.map((row) => ({
      ref: row.actorId,
      crmIds: Object.fromEntries(
        records
          .filter((r) => r.recordKey === row.actorId && r.crmId)
          .map((r) => [r.objectType, r.crmId!]),
      ),
    }));
  }

  /** The adapter's batching, with a digest destination's interval from DESTINATION_DIGEST_INTERVAL_MS. */
  private batchingOf(adapter: DestinationAdapter): Batching {
    const { batching } = adapter;
    return batching.minIntervalMs > 0
      ? {
          ...batching,
          minIntervalMs: this.config.destinations.digestIntervalMs,
        }
      : batching;
  }

  private async renew(destinationId: string, leaseId: string): Promise<void> {
    if (
      !(await this.destinations.renew(
        destinationId,
        leaseId,
        this.leaseUntil(),
      ))
    )
      throw new LeaseLostError();
  }

  /**
   * A lease outlives one request (DESTINATION_TIMEOUT_MS) with a margin, and is renewed before
   * every request: a dead worker's destination is free again soon after, and a request we gave up
   * on is over at the vendor before anyone else may write there.
   */
  private leaseUntil(): Date {
    const { timeoutMs } = this.config.destinations;
    return new Date(Date.now() + timeoutMs + Math.min(timeoutMs, 10_000));
  }
}
