import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, Not, type Repository } from 'typeorm';
import { Actor } from '../entities/actor.entity.js';

/** What asking for a refresh writes: the request, and a fresh count of its claims. */
const requested = (now: Date) => ({
  refreshRequestedAt: now,
  refreshAttempts: 0,
  updatedAt: now,
});

/**
 * The actors table as the refresh work list: `refreshRequestedAt` on an enriched actor. A request
 * is only ever added to an actor without one, so several workers and operators asking at once
 * join the first request.
 */
@Injectable()
export class ActorRefreshRepository {
  constructor(
    @InjectRepository(Actor) private readonly actors: Repository<Actor>,
  ) {}

  /** Asks for a refresh of these enriched actors; returns those that now await one. */
  async request(actorIds: readonly string[], now: Date): Promise<string[]> {
    if (!actorIds.length) return [];
    const ids = In([...actorIds]);
    await this.actors.update(
      { id: ids, status: 'enriched', refreshRequestedAt: IsNull() },
      requested(now),
    );
    const rows = await this.actors.find({
      select: { id: true },
      where: { id: ids, status: 'enriched', refreshRequestedAt: Not(IsNull()) },
    });
    return rows.map((r) => r.id);
  }

  /** Asks for a refresh of an organization's actors enriched before `before`; how many await one. */
  async requestOlderThan(
    organizationId: string,
    before: Date,
    now: Date,
  ): Promise<number> {
    const stale =
      '"organizationId" = :organizationId AND status = \'enriched\' AND "enrichedAt" < :before';
    const params = { organizationId, before };
    await this.actors
      .createQueryBuilder()
      .update(Actor)
      .set(requested(now))
      .where(stale, params)
      .andWhere('"refreshRequestedAt" IS NULL')
      .execute();
    return this.actors
      .createQueryBuilder('a')
      .where(stale, params)
      .andWhere('"refreshRequestedAt" IS NOT NULL')
      .getCount();
  }

  /**
   * Asks for a refresh of at most `limit` enriched actors, across organizations, enriched before
   * `before`, oldest first; returns how many it asked for.
   */
  async requestStale(before: Date, limit: number, now: Date): Promise<number> {
    const oldest = this.actors
      .createQueryBuilder('s')
      .select('s.id')
      .where(
        "s.status = 'enriched' AND s.refreshRequestedAt IS NULL AND s.enrichedAt < :before",
      )
      .orderBy('s.enrichedAt', 'ASC')
      .limit(limit);
    const res = await this.actors
      .createQueryBuilder()
      .update(Actor)
      .set(requested(now))
      .where(`id IN (${oldest.getQuery()})`, { before })
      // Checked again on the row itself: another worker may have asked in the meantime.
      .andWhere('status = \'enriched\' AND "refreshRequestedAt" IS NULL')
      .execute();
    return res.affected ?? 0;
  }

  /** How many actors await a refresh (queued, running or waiting to be queued). */
  countRequested(): Promise<number> {
    return this.actors.countBy({ refreshRequestedAt: Not(IsNull()) });
  }
}
