import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, type EntityManager, type Repository } from 'typeorm';
import {
  Destination,
  type DestinationStatus,
} from '../entities/destination.entity.js';

/**
 * The destinations table: what is connected, its status, and the one flush that may run for a
 * destination at a time (a lease, each change of it a compare-and-set).
 */
@Injectable()
export class DestinationRepository {
  constructor(
    @InjectRepository(Destination)
    private readonly destinations: Repository<Destination>,
  ) {}

  find(id: string, organizationId?: string): Promise<Destination | null> {
    return this.destinations.findOneBy({
      id,
      ...(organizationId !== undefined && { organizationId }),
    });
  }

  findOfKind(
    organizationId: string,
    kind: string,
  ): Promise<Destination | null> {
    return this.destinations.findOneBy({ organizationId, kind });
  }

  listOf(organizationId: string): Promise<Destination[]> {
    return this.destinations.find({
      where: { organizationId },
      order: { createdAt: 'ASC' },
    });
  }

  async save(destination: Destination): Promise<void> {
    await this.destinations.save(destination);
  }

  async delete(id: string): Promise<boolean> {
    return ((await this.destinations.delete({ id })).affected ?? 0) > 0;
  }

  /** The destinations of the actor's organization (the outbox listener, in the change's tx). */
  subscribedForActor(
    tx: EntityManager,
    actorId: string,
  ): Promise<Destination[]> {
    return tx
      .createQueryBuilder(Destination, 'd')
      .select(['d.id', 'd.kind', 'd.events', 'd.settings'])
      .where(
        'd.organizationId = (SELECT "organizationId" FROM "actors" WHERE "id" = :actorId)',
        { actorId },
      )
      .getMany();
  }

  /**
   * Takes the destination for one flush run until `until`, if it is active, not throttled and
   * nobody holds it (or their lease lapsed: a dead worker's).
   */
  async lease(
    id: string,
    leaseId: string,
    now: Date,
    until: Date,
  ): Promise<boolean> {
    const res = await this.destinations
      .createQueryBuilder()
      .update(Destination)
      .set({ leaseId, leaseExpiresAt: until })
      .where(`id = :id AND status = 'active'`, { id })
      .andWhere(
        new Brackets((q) =>
          q
            .where('"leaseExpiresAt" IS NULL')
            .orWhere('"leaseExpiresAt" < :now', { now }),
        ),
      )
      .andWhere(
        new Brackets((q) =>
          q
            .where('"throttledUntil" IS NULL')
            .orWhere('"throttledUntil" <= :now', { now }),
        ),
      )
      .execute();
    return res.affected === 1;
  }

  /** Keeps the lease while its run still holds it; false: it was lost (the run must stop). */
  async renew(id: string, leaseId: string, until: Date): Promise<boolean> {
    const res = await this.destinations.update(
      { id, leaseId },
      { leaseExpiresAt: until },
    );
    return res.affected === 1;
  }

  async release(id: string, leaseId: string): Promise<void> {
    await this.destinations.update(
      { id, leaseId },
      { leaseId: null, leaseExpiresAt: null },
    );
  }

  async setStatus(
    id: string,
    status: DestinationStatus,
    detail: string | null,
    now: Date,
  ): Promise<void> {
    await this.destinations.update(
      { id },
      {
        status,
        statusDetail: detail?.slice(0, 500) ?? null,
        statusChangedAt: now,
      },
    );
  }

  async throttle(id: string, until: Date, reason: string): Promise<void> {
    await this.destinations.update(
      { id },
      { throttledUntil: until, throttleReason: reason.slice(0, 64) },
    );
  }

  /** A flush sent something: when (a digest a minute), and whether it went through. */
  async flushed(
    id: string,
    now: Date,
    succeeded: boolean,
    failingSince: Date | null,
  ): Promise<void> {
    await this.destinations.update(
      { id },
      succeeded
        ? { lastFlushAt: now, lastSuccessAt: now, failingSince: null }
        : { lastFlushAt: now, failingSince: failingSince ?? now },
    );
  }

  /**
   * Active destinations with a change due and nobody flushing them (the dispatch sweep): after a
   * lost enqueue, a restart, a throttle that ended, a retry that came due.
   */
  async due(now: Date, limit: number): Promise<string[]> {
    const rows = await this.destinations
      .createQueryBuilder('d')
      .select('d.id', 'id')
      .where(`d.status = 'active'`)
      .andWhere(
        new Brackets((q) =>
          q
            .where('d.throttledUntil IS NULL')
            .orWhere('d.throttledUntil <= :now', { now }),
        ),
      )
      .andWhere(
        new Brackets((q) =>
          q
            .where('d.leaseExpiresAt IS NULL')
            .orWhere('d.leaseExpiresAt < :now', { now }),
        ),
      )
      .andWhere(
        `EXISTS (SELECT 1 FROM "destination_actors" da WHERE da."destinationId" = d.id AND da."pending" = 1 AND (da."nextAttemptAt" IS NULL OR da."nextAttemptAt" <= :now))`,
        { now },
      )
      .limit(limit)
      .getRawMany<{ id: string }>();
    return rows.map((r) => r.id);
  }
}
