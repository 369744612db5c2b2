import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  Brackets,
  In,
  LessThanOrEqual,
  MoreThan,
  type EntityManager,
  type Repository,
} from 'typeorm';
import { Actor } from '../entities/actor.entity.js';
import { ActorRunStatements } from './actor-run-statements.js';
import { researchAgain } from './actor.repository.js';

/**
 * The two research runs an actor has: its first enrichment (`pending` → `enriching` → an
 * outcome) and a refresh of an enriched one (it stays `enriched`, its record unchanged, until
 * the new one lands). Both hold the actor's lease (`leaseId`, `leaseExpiresAt`).
 */
export type RunKind = 'first' | 'refresh';

/** The enrichment backlog across all organizations, and how much of it was worked off lately. */
export interface BacklogProgressReading {
  /** actors pending or enriching now */
  backlog: number;
  /**
   * of those, the ones whose state has not changed since the instant asked about: they waited
   * all along (a lease's renewal is no change of state; a claim or a hand-back is)
   */
  waitingSince: number;
  /** actors enriched (by the start of the run that enriched them) or failed since the instant asked about */
  finished: number;
}

/** Where a scan of stranded candidates stopped: the last one seen, in its order. */
export interface StrandedCursor {
  id: string;
  updatedAt: Date | string;
}

/** A run taken: the actor as claimed, the lease that is its token, and its claims so far. */
export interface RunClaim {
  actor: Actor;
  leaseId: string;
  /** claims of this run, this one included: bounds the retries of a run that keeps dying */
  attempts: number;
}

/** What a run's status looks like in SQL, per kind, while it runs (claims: actor-run-statements.ts). */
const RUNS = {
  first: { running: "status = 'enriching'", attempts: 'enrichmentAttempts' },
  refresh: { running: "status = 'enriched'", attempts: 'refreshAttempts' },
} as const;

/**
 * The actors table as research runs use it: each claim and each last write of a run is one
 * conditional UPDATE (a compare-and-set on status and lease), so two workers, a redelivered job
 * or a late finisher can never move an actor backwards or record a second outcome. The rules
 * (which run to take, what an outcome writes) are the state services'; the SQL is here.
 */
@Injectable()
export class ActorRunRepository {
  private readonly statements: ActorRunStatements;

  constructor(
    @InjectRepository(Actor) private readonly actors: Repository<Actor>,
  ) {
    this.statements = new ActorRunStatements(actors);
  }

  /** failed → pending: a first run from the start, its claims counted afresh. */
  async retryFailed(actorId: string): Promise<boolean> {
    const res = await this.actors.update(
      { id: actorId, status: 'failed' },
      { ...researchAgain(), failureReason: null },
    );
    return res.affected === 1;
  }

  /** Takes the run for a new lease; null when it is not there to take (done, or a live lease). */
  async claim(
    kind: RunKind,
    actorId: string,
    leaseId: string,
    leaseMs: number,
  ): Promise<RunClaim | null> {
    const now = new Date();
    const actor = await this.statements.claim(
      kind,
      actorId,
      leaseId,
      new Date(now.getTime() + leaseMs),
      now,
    );
    return actor
      ? { actor, leaseId, attempts: actor[RUNS[kind].attempts] }
      : null;
  }

  /** The lease holder's last write of a run (on `manager`: in a transaction); false if not theirs. */
  finish(
    kind: RunKind,
    actorId: string,
    leaseId: string,
    changes: Partial<Record<keyof Actor, unknown>>,
    manager: EntityManager = this.actors.manager,
  ): Promise<boolean> {
    return this.statements.finish(manager, kind, actorId, leaseId, changes);
  }

  /**
   * Expires every lease of this kind of run. Only for the embedded deployment, where this process
   * is the only worker: after a restart nothing can still be running.
   */
  async expireLeases(kind: RunKind): Promise<void> {
    await this.actors
      .createQueryBuilder()
      .update(Actor)
      .set({ leaseExpiresAt: new Date(0) })
      .where(RUNS[kind].running)
      .andWhere('"leaseId" IS NOT NULL')
      .execute();
  }

  /**
   * Actors whose first run looks abandoned: pending since before `pendingBefore`, or enriching
   * past their lease, oldest first, paged past `after`. `among` narrows the search (to confirm
   * what was found).
   */
  async findStranded(
    pendingBefore: Date,
    limit: number,
    options: { among?: readonly string[]; after?: StrandedCursor } = {},
  ): Promise<StrandedCursor[]> {
    const { among, after } = options;
    if (among?.length === 0) return [];
    const now = new Date();
    const query = this.actors
      .createQueryBuilder('a')
      .select('a.id', 'id')
      .addSelect('a.updatedAt', 'updatedAt')
      .where(
        new Brackets((w) =>
          w
            .where("a.status = 'pending' AND a.updatedAt < :pendingBefore", {
              pendingBefore,
            })
            .orWhere("a.status = 'enriching' AND a.leaseExpiresAt < :now", {
              now,
            }),
        ),
      );
    if (among) query.andWhere('a.id IN (:...among)', { among });
    if (after)
      query.andWhere(
        new Brackets((w) =>
          w
            .where('a.updatedAt > :afterAt', { afterAt: after.updatedAt })
            .orWhere('a.updatedAt = :afterAt AND a.id > :afterId', {
              afterAt: after.updatedAt,
              afterId: after.id,
            }),
        ),
      );
    const rows = await query
      .orderBy('a.updatedAt', 'ASC')
      .addOrderBy('a.id', 'ASC')
      .limit(limit)
      .getRawMany<StrandedCursor>();
    // Raw rows carry the driver's value: a Date on PostgreSQL, TypeORM's text on SQLite. The
    // cursor goes back into the same query, so either is passed on as it came.
    return rows.map((r) => ({ id: r.id, updatedAt: r.updatedAt }));
  }

  /** Moves the expiry of these leases to `leaseMs` from now; leases no longer held are untouched. */
  async renew(leaseIds: readonly string[], leaseMs: number): Promise<void> {
    if (!leaseIds.length) return;
    await this.actors
      .createQueryBuilder()
      .update(Actor)
      // A renewal is no change of the actor: its updatedAt (which the reconciler reads) stays.
      .set({
        leaseExpiresAt: new Date(Date.now() + leaseMs),
        updatedAt: () => '"updatedAt"',
      })
      .where('"leaseId" IN (:...leaseIds)', { leaseIds })
      .execute();
  }

  /** Milliseconds until the live lease of a run of this kind lapses; null when none holds one. */
  async lapsesIn(kind: RunKind, actorId: string): Promise<number | null> {
    const actor = await this.actors.findOne({
      where: {
        id: actorId,
        status: kind === 'first' ? 'enriching' : 'enriched',
      },
      select: { id: true, leaseId: true, leaseExpiresAt: true },
    });
    if (!actor?.leaseId || !actor.leaseExpiresAt) return null;
    const ms = actor.leaseExpiresAt.getTime() - Date.now();
    return ms > 0 ? ms : null;
  }

  /** Refreshes asked for with no live lease, oldest request first. */
  findRefreshWaiting(
    limit: number,
    among?: readonly string[],
  ): Promise<string[]> {
    return this.ids(
      new Brackets((w) =>
        w
          .where("a.status = 'enriched' AND a.refreshRequestedAt IS NOT NULL")
          .andWhere(
            new Brackets((lease) =>
              lease
                .where('a.leaseId IS NULL')
                .orWhere('a.leaseExpiresAt < :now', { now: new Date() }),
            ),
          ),
      ),
      'a.refreshRequestedAt',
      limit,
      among,
    );
  }

  /**
   * How the enrichment backlog moves, for the stall watch: four counts, each on an index of its
   * own ((status, updatedAt), (status, enrichedAt)), never a scan of all actors.
   */
  async backlogProgress(since: Date): Promise<BacklogProgressReading> {
    const backlog = In(['pending', 'enriching']);
    const [waiting, waitingSince, enriched, failed] = await Promise.all([
      this.actors.countBy({ status: backlog }),
      this.actors.countBy({
        status: backlog,
        updatedAt: LessThanOrEqual(since),
      }),
      this.actors.countBy({ status: 'enriched', enrichedAt: MoreThan(since) }),
      this.actors.countBy({ status: 'failed', updatedAt: MoreThan(since) }),
    ]);
    return { backlog: waiting, waitingSince, finished: enriched + failed };
  }

  private async ids(
    where: Brackets,
    order: string,
    limit: number,
    among?: readonly string[],
  ): Promise<string[]> {
    if (among?.length === 0) return [];
    const query = this.actors
      .createQueryBuilder('a')
      .select('a.id', 'id')
      .where(where);
    if (among) query.andWhere('a.id IN (:...among)', { among });
    const rows = await query
      .orderBy(order, 'ASC')
      .limit(limit)
      .getRawMany<{ id: string }>();
    return rows.map((r) => r.id);
  }
}
