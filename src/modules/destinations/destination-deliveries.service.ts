import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { RecordExtensionsService } from '../actors/views/record-extensions.service.js';
import { DestinationAdapters } from './destination-adapters.service.js';
import { DestinationConnectionsService } from './destination-connections.service.js';
import { DestinationFlushes } from './destination-flushes.service.js';
import type { DestinationDelivery } from './entities/destination-delivery.entity.js';
import { DestinationActorRepository } from './repositories/destination-actor.repository.js';
import { DestinationDeliveryRepository } from './repositories/destination-delivery.repository.js';
import { DestinationRecordRepository } from './repositories/destination-record.repository.js';
import { DestinationRepository } from './repositories/destination.repository.js';
import { SyncedActorRepository } from './repositories/synced-actor.repository.js';

/** `sync --since` marks this many actors per statement. */
const SYNC_PAGE = 500;

/** One actor at one destination: its CRM records, their link, and how its last sync went. */
export interface ActorAtDestination {
  id: string;
  kind: string;
  /** object type → CRM id */
  records: Record<string, string>;
  /** the person's record in the vendor's app */
  url: string | null;
  lastSync: {
    outcome: string | null;
    at: string | null;
    message: string | null;
    pending: boolean;
  };
}

export interface SyncProgress {
  total: number;
  queued: number;
}

/**
 * What went where: a destination's recent deliveries, a replay (the actor's current state sent
 * again), a backfill of existing actors (`sync --since`), and one actor's sync status (the API's
 * `?include=destinations`, the dashboard's actor page).
 */
@Injectable()
export class DestinationDeliveriesService implements OnModuleInit {
  constructor(
    private readonly connections: DestinationConnectionsService,
    private readonly destinations: DestinationRepository,
    private readonly outbox: DestinationActorRepository,
    private readonly records: DestinationRecordRepository,
    private readonly deliveries: DestinationDeliveryRepository,
    private readonly actors: SyncedActorRepository,
    private readonly adapters: DestinationAdapters,
    private readonly flushes: DestinationFlushes,
    private readonly dataSource: DataSource,
    private readonly extensions: RecordExtensionsService,
  ) {}

  onModuleInit(): void {
    this.extensions.provide('destinations', (organizationId, actorIds) =>
      this.ofActors(organizationId, actorIds),
    );
  }

  async list(
    id: string,
    limit: number,
    organizationId?: string,
  ): Promise<DestinationDelivery[]> {
    const destination = await this.connections.find(id, organizationId);
    return this.deliveries.list(
      destination.id,
      Math.min(Math.max(limit, 1), 500),
    );
  }

  /** Sends the actor's current state again (whatever its last outcome), at the next flush. */
  async replay(
    id: string,
    actorId: string,
    organizationId?: string,
  ): Promise<{ replayed: true }> {
    const destination = await this.connections.find(id, organizationId);
    const found = await this.actors.read([actorId.toLowerCase()]);
    const actor = found.get(actorId.toLowerCase());
    if (!actor || actor.organizationId !== destination.organizationId)
      throw AppError.notFound(
        `no actor ${actorId} in the destination's organization`,
      );
    await this.outbox.changed(
      this.dataSource.manager,
      destination.id,
      actor.id,
      new Date(),
    );
    await this.flushes.flushAt(destination.id, new Date());
    return { replayed: true };
  }

  /**
   * Marks the organization's enriched actors that signed up since `since` (and before `until`) to
   * be sent, a page at a time, reporting progress; the workers send them in batches. Returns the
   * count marked, and when the marking began (rows synced after it are this backfill's).
   */
  async backfill(
    id: string,
    since: Date,
    until: Date | null,
    progress: (p: SyncProgress) => void = () => undefined,
  ): Promise<SyncProgress & { destinationId: string; startedAt: Date }> {
    const destination = await this.connections.find(id);
    const startedAt = new Date();
    const total = await this.actors.countEnrichedSince(
      destination.organizationId,
      since,
      until,
    );
    let queued = 0;
    let after: { createdAt: Date; id: string } | null = null;
    for (;;) {
      const page = await this.actors.enrichedSince(
        destination.organizationId,
        since,
        until,
        after,
        SYNC_PAGE,
      );
      if (!page.length) break;
      await this.outbox.changedMany(
        destination.id,
        page.map((a) => a.id),
        new Date(),
      );
      queued += page.length;
      after = page.at(-1)!;
      progress({ total: Math.max(total, queued), queued });
      await this.flushes.flushAt(destination.id, new Date());
      if (page.length < SYNC_PAGE) break;
    }
    return {
      destinationId: destination.id,
      total: Math.max(total, queued),
      queued,
      startedAt,
    };
  }

  /** How a backfill stands: rows of this destination still pending. */
  async pendingAt(id: string): Promise<number> {
    return (await this.outbox.pending(id)).count;
  }

  /** Each actor at each of its organization's destinations (`?include=destinations`, the actor page). */
  async ofActors(
    organizationId: string,
    actorIds: string[],
  ): Promise<Map<string, ActorAtDestination[]>> {
    const destinations = await this.destinations.listOf(organizationId);
    const result = new Map<string, ActorAtDestination[]>(
      actorIds.map((id) => [id, []]),
    );
    if (!destinations.length || !actorIds.length) return result;
    const rows = await this.outbox.ofActors(actorIds);
    const records = await this.records.ofActors(actorIds);
    for (const d of destinations) {
      const adapter = await this.adapters.get(d.kind);
      const people = adapter.objects.filter((o) => o.keyedBy === 'actor');
      for (const actorId of actorIds) {
        const row = rows.find(
          (r) => r.destinationId === d.id && r.actorId === actorId,
        );
        const ids = Object.fromEntries(
          records
            .filter(
              (r) =>
                r.destinationId === d.id && r.recordKey === actorId && r.crmId,
            )
            .map((r) => [r.objectType, r.crmId!]),
        );
        // The person's record: the first person object it has an id for (a Salesforce
        // destination writes a Lead or a Contact, as its settings say).
        const person = people.find((o) => ids[o.type]);
        const personId = person ? ids[person.type] : undefined;
        result.get(actorId)!.push({
          id: d.id,
          kind: d.kind,
          records: ids,
          url:
            person && personId
              ? (adapter.recordUrl?.(person.type, personId, d.account) ?? null)
              : null,
          lastSync: {
            outcome: row?.lastOutcome ?? null,
            at: row?.lastSyncedAt?.toISOString() ?? null,
            message: row?.lastMessage ?? null,
            pending: row?.pending === 1,
          },
        });
      }
    }
    return result;
  }

  async ofActor(
    organizationId: string,
    actorId: string,
  ): Promise<ActorAtDestination[]> {
    return (await this.ofActors(organizationId, [actorId])).get(actorId) ?? [];
  }
}
