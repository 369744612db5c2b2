import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, In, IsNull, Not, type Repository } from 'typeorm';
import { ActorStateEvents } from './actor-state-events.js';
import {
  outcomeColumns,
  type EnrichmentOutcome,
} from './enrichment-state.service.js';
import { Actor } from './entities/actor.entity.js';
import { ScoreStateService, type ScorePlan } from './score-state.service.js';

export interface RefreshClaim {
  actor: Actor;
  leaseId: string;
}

/**
 * Owns the refresh of an enriched actor: research it again while its record stays as it is —
 * status `enriched`, the old enrichment and score visible — until the new one replaces it in one
 * step. The work list is the actor's own `refreshRequestedAt` (durable: a crash loses no refresh);
 * a run holds the actor's lease (`leaseId`, `leaseExpiresAt`, as the first enrichment does), so
 * there is at most one run per actor, a dead worker's run can be claimed again once its lease
 * lapses, and only the lease holder can replace the record, hand the refresh back or give it up.
 * Every change is a compare-and-set; none of them ever touches the record of an actor that is
 * not `enriched`, nor brings back a row that was erased.
 */
@Injectable()
export class RefreshStateService {
  constructor(
    @InjectRepository(Actor) private readonly actors: Repository<Actor>,
    private readonly events: ActorStateEvents,
    private readonly scores: ScoreStateService,
  ) {}

  /**
   * Asks for a refresh of these actors, where they are enriched; one already asked for stays as
   * it is (a second request joins the first). Returns those that now await a refresh.
   */
  async request(actorIds: readonly string[], now = new Date()) {
    if (!actorIds.length) return [];
    await this.actors.update(
      {
        id: In([...actorIds]),
        status: 'enriched',
        refreshRequestedAt: IsNull(),
      },
      { refreshRequestedAt: now, refreshAttempts: 0, updatedAt: now },
    );
    const rows = await this.actors.find({
      select: { id: true },
      where: {
        id: In([...actorIds]),
        status: 'enriched',
        refreshRequestedAt: Not(IsNull()),
      },
    });
    return rows.map((r) => r.id);
  }

  /**
   * Asks for a refresh of an organization's enriched actors whose enrichment is older than
   * `before`. Returns how many now await one (asked for now, or already).
   */
  async requestOlderThan(
    organizationId: string,
    before: Date,
    now = new Date(),
  ): Promise<number> {
    const stale =
      '"organizationId" = :organizationId AND status = \'enriched\' AND "enrichedAt" < :before';
    const params = { organizationId, before };
    await this.actors
      .createQueryBuilder()
      .update(Actor)
      .set({ refreshRequestedAt: now, refreshAttempts: 0, updatedAt: now })
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
   * The background refresh (ENRICHMENT_REFRESH_AFTER_DAYS): asks for a refresh of at most `limit`
   * enriched actors, across organizations, whose enrichment is older than `before`, oldest first.
   * Safe to run in several workers at once: a request is only ever added to an actor without one.
   */
  async requestStale(before: Date, limit: number, now = new Date()) {
    if (limit <= 0) return 0;
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
      .set({ refreshRequestedAt: now, refreshAttempts: 0, updatedAt: now })
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

  /**
   * Refreshes that wait for a run: asked for, and no live lease (never claimed, handed back, or
   * their worker died). Oldest request first. Whether a queue holds their job is the caller's
   * question; `among` narrows the search to confirm what it found.
   */
  async findWaiting(
    limit: number,
    among?: readonly string[],
  ): Promise<string[]> {
    if (among?.length === 0) return [];
    const query = this.actors
      .createQueryBuilder('a')
      .select('a.id', 'id')
      .where("a.status = 'enriched' AND a.refreshRequestedAt IS NOT NULL")
      .andWhere(
        new Brackets((w) =>
          w
            .where('a.leaseId IS NULL')
            .orWhere('a.leaseExpiresAt < :now', { now: new Date() }),
        ),
      );
    if (among) query.andWhere('a.id IN (:...among)', { among });
    const rows = await query
      .orderBy('a.refreshRequestedAt', 'ASC')
      .limit(limit)
      .getRawMany<{ id: string }>();
    return rows.map((r) => r.id);
  }

  /**
   * Takes the refresh run of an actor: only while it is enriched, a refresh is asked for, and no
   * other run holds a live lease. Counts the claim against the refresh's attempts.
   */
  async claim(actorId: string, leaseMs: number): Promise<RefreshClaim | null> {
    const now = new Date();
    const leaseId = randomUUID();
    const res = await this.actors
      .createQueryBuilder()
      .update(Actor)
      .set({
        leaseId,
        leaseExpiresAt: new Date(now.getTime() + leaseMs),
        refreshAttempts: () => '"refreshAttempts" + 1',
        updatedAt: now,
      })
      .where(
        'id = :actorId AND status = \'enriched\' AND "refreshRequestedAt" IS NOT NULL',
        { actorId },
      )
      .andWhere(
        new Brackets((w) =>
          w
            .where('"leaseId" IS NULL')
            .orWhere('"leaseExpiresAt" < :now', { now }),
        ),
      )
      .execute();
    if (res.affected !== 1) return null;
    const actor = await this.actors.findOneBy({ id: actorId, leaseId });
    return actor ? { actor, leaseId } : null;
  }

  /**
   * The new enrichment and its score replace the old ones in one step, for the lease holder only:
   * one transaction in which the enrichment's compare-and-set (on the lease) and the score's (on
   * the profile version, ScoreStateService.apply) both run, and `actor.enriched` (then
   * `actor.scored`, when a score was set) are announced. Readers see the old record or the new
   * one, never a mix. A score computed against a profile changed since leaves the actor awaiting
   * its score (the rescoring job computes it from the new enrichment).
   */
  async replace(
    actorId: string,
    leaseId: string,
    outcome: EnrichmentOutcome,
    score: ScorePlan,
  ): Promise<boolean> {
    const happened = await this.events.changes(actorId, async (tx) => {
      const now = new Date();
      const res = await tx
        .createQueryBuilder()
        .update(Actor)
        .set({
          ...outcomeColumns(outcome, now),
          scoringStatus: 'pending',
          refreshRequestedAt: null,
          refreshAttempts: 0,
          leaseId: null,
          leaseExpiresAt: null,
          updatedAt: now,
        })
        .where(
          'id = :actorId AND status = \'enriched\' AND "leaseId" = :leaseId',
          { actorId, leaseId },
        )
        .execute();
      if (res.affected !== 1) return [];
      const scored = await this.scores.apply(tx, actorId, score);
      return scored && score.kind === 'scored'
        ? ['enriched', 'scored']
        : ['enriched'];
    });
    return happened.length > 0;
  }

  /** Hands an unfinished refresh back (shutdown, transient error): the request stays. */
  release(actorId: string, leaseId: string): Promise<boolean> {
    return this.endRun(actorId, leaseId, {});
  }

  /** Gives a refresh up (it failed, or kept dying): the request goes, the record stays as it was. */
  abandon(actorId: string, leaseId: string): Promise<boolean> {
    return this.endRun(actorId, leaseId, {
      refreshRequestedAt: null,
      refreshAttempts: 0,
    });
  }

  /**
   * Expires every refresh lease. Only for the embedded deployment, where this process is the only
   * worker: after a restart nothing can still be running.
   */
  async expireAllLeases(): Promise<void> {
    await this.actors
      .createQueryBuilder()
      .update(Actor)
      .set({ leaseExpiresAt: new Date(0) })
      .where('status = \'enriched\' AND "leaseId" IS NOT NULL')
      .execute();
  }

  private async endRun(
    actorId: string,
    leaseId: string,
    changes: Partial<Pick<Actor, 'refreshRequestedAt' | 'refreshAttempts'>>,
  ): Promise<boolean> {
    const res = await this.actors.update(
      { id: actorId, status: 'enriched', leaseId },
      {
        ...changes,
        leaseId: null,
        leaseExpiresAt: null,
        updatedAt: new Date(),
      },
    );
    return res.affected === 1;
  }
}
