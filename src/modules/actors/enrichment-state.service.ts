import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, type EntityManager, type Repository } from 'typeorm';
import type { AgentRunRecord } from '../../../libs/llm-agent/run-record.js';
import type {
  EmailSignals,
  Enrichment,
  Intelligence,
} from '../../../libs/research/index.js';
import { ActorStateEvents } from './actor-state-events.js';
import { Actor } from './entities/actor.entity.js';

/** Where a scan of stranded candidates stopped: the last one seen, in its order. */
export interface StrandedCursor {
  id: string;
  updatedAt: Date | string;
}

export type StrandedCandidate = StrandedCursor;

export interface Claim {
  actor: Actor;
  leaseId: string;
}

export interface EnrichmentOutcome {
  enrichment: Enrichment;
  intelligence: Intelligence;
  emailSignals: EmailSignals | null;
  agentRun?: AgentRunRecord | null;
}

/** The columns an enrichment outcome fills: the first one, and each refresh that replaces it. */
export function outcomeColumns(outcome: EnrichmentOutcome, now: Date) {
  return {
    enrichment: outcome.enrichment as never,
    // Copied out of the enrichment for the dashboard's list (see Actor.title).
    title: outcome.enrichment.title?.slice(0, 255) ?? null,
    companyName: outcome.enrichment.companyName?.slice(0, 255) ?? null,
    intelligence: outcome.intelligence as never,
    emailSignals: outcome.emailSignals as never,
    agentRun: (outcome.agentRun ?? null) as never,
    // One instant for both views: the record's enrichment.enrichedAt and the card's enrichedAt.
    enrichedAt: outcome.enrichment.enrichedAt
      ? new Date(outcome.enrichment.enrichedAt)
      : now,
    failureReason: null,
  };
}

/**
 * Owns every change of an actor's enrichment status — pending, enriching, enriched, failed,
 * rejected — each a single conditional UPDATE (compare-and-set on status and lease). Two workers,
 * a redelivered job or a late finisher can therefore never move an actor backwards or record a
 * second outcome: whoever does not hold the current lease changes nothing. Scores have their own
 * owner, ScoreStateService. Outcomes (enriched, failed, rejected) go through ActorStateEvents, so
 * what others record about them commits in the same transaction.
 */
@Injectable()
export class EnrichmentStateService {
  constructor(
    @InjectRepository(Actor) private readonly actors: Repository<Actor>,
    private readonly events: ActorStateEvents,
  ) {}

  /**
   * pending → rejected at create, when the monthly quota is used up: the actor exists (create
   * stays idempotent) but is never enriched, and so never scored.
   */
  reject(actorId: string, reason: 'quota_exceeded'): Promise<boolean> {
    return this.events.change(
      { type: 'rejected', actorId },
      async (manager) => {
        const res = await manager.update(
          Actor,
          { id: actorId, status: 'pending' },
          {
            status: 'rejected',
            rejectionReason: reason,
            scoringStatus: 'skipped',
            updatedAt: new Date(),
          },
        );
        return res.affected === 1;
      },
    );
  }

  /** pending → enriching, or re-claims an enriching run whose lease expired (its worker died). */
  async claim(actorId: string, leaseMs: number): Promise<Claim | null> {
    const now = new Date();
    const leaseId = randomUUID();
    const result = await this.actors
      .createQueryBuilder()
      .update(Actor)
      .set({
        status: 'enriching',
        leaseId,
        leaseExpiresAt: new Date(now.getTime() + leaseMs),
        enrichmentAttempts: () => '"enrichmentAttempts" + 1',
        updatedAt: now,
      })
      .where('id = :actorId', { actorId })
      .andWhere(
        new Brackets((w) =>
          w
            .where("status = 'pending'")
            .orWhere('status = \'enriching\' AND "leaseExpiresAt" < :now', {
              now,
            }),
        ),
      )
      .execute();
    if (result.affected !== 1) return null;
    const actor = await this.actors.findOneBy({ id: actorId, leaseId });
    return actor ? { actor, leaseId } : null;
  }

  /** enriching → enriched, only for the lease holder. */
  complete(
    actorId: string,
    leaseId: string,
    outcome: EnrichmentOutcome,
  ): Promise<boolean> {
    return this.finish(actorId, leaseId, 'enriched', {
      status: 'enriched',
      ...outcomeColumns(outcome, new Date()),
    });
  }

  /** enriching → failed, only for the lease holder. */
  fail(actorId: string, leaseId: string, reason: string): Promise<boolean> {
    return this.finish(actorId, leaseId, 'failed', {
      status: 'failed',
      failureReason: reason.slice(0, 500),
      scoringStatus: 'skipped',
    });
  }

  /** enriching → pending: hands an unfinished run back (shutdown, transient error). */
  release(actorId: string, leaseId: string): Promise<boolean> {
    return this.finish(actorId, leaseId, null, { status: 'pending' });
  }

  /**
   * failed → pending: research an actor whose enrichment failed once more, from the start
   * (actor:reenrich). Its claims are counted afresh; it was admitted by the quota already.
   */
  async retryFailed(actorId: string): Promise<boolean> {
    const res = await this.actors.update(
      { id: actorId, status: 'failed' },
      {
        status: 'pending',
        failureReason: null,
        scoringStatus: 'pending',
        enrichmentAttempts: 0,
        updatedAt: new Date(),
      },
    );
    return res.affected === 1;
  }

  /**
   * rejected (quota_exceeded) → pending, on `manager`: inside the transaction that admits the
   * actor under its organization's raised quota (QuotaReadmissionService), so that the two
   * commit together or not at all.
   */
  async readmit(manager: EntityManager, actorId: string): Promise<boolean> {
    const res = await manager.update(
      Actor,
      { id: actorId, status: 'rejected', rejectionReason: 'quota_exceeded' },
      {
        status: 'pending',
        rejectionReason: null,
        scoringStatus: 'pending',
        enrichmentAttempts: 0,
        updatedAt: new Date(),
      },
    );
    return res.affected === 1;
  }

  /**
   * Actors that look abandoned: pending since before `pendingBefore`, or enriching past their
   * lease, oldest first. Whether a queue still holds their job is the caller's question: in a
   * backlog most of them are merely waiting, so it pages on past `after` (the last one it saw);
   * `among` narrows the search to actors it found unqueued, to confirm they are still in that state.
   */
  async findStranded(
    pendingBefore: Date,
    limit: number,
    options: { among?: readonly string[]; after?: StrandedCursor } = {},
  ): Promise<StrandedCandidate[]> {
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
      .getRawMany<{ id: string; updatedAt: Date | string }>();
    // Raw rows carry the driver's value: a Date on PostgreSQL, TypeORM's text on SQLite. The
    // cursor goes back into the same query, so either is passed on as it came.
    return rows.map((r) => ({ id: r.id, updatedAt: r.updatedAt }));
  }

  /**
   * Expires every running lease. Only for the embedded deployment, where this process is the only
   * worker: after a restart nothing can still be running, so waiting out the leases is pointless.
   */
  async expireAllLeases(): Promise<void> {
    await this.actors
      .createQueryBuilder()
      .update(Actor)
      .set({ leaseExpiresAt: new Date(0) })
      .where("status = 'enriching'")
      .execute();
  }

  /** Actors per status across all organizations: one GROUP BY, for the metrics gauge. */
  async countByStatus(): Promise<Array<{ status: string; count: number }>> {
    const rows = await this.actors
      .createQueryBuilder('a')
      .select('a.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .groupBy('a.status')
      .getRawMany<{ status: string; count: string | number }>();
    // PostgreSQL returns COUNT(*) as a bigint string.
    return rows.map((r) => ({ status: r.status, count: Number(r.count) }));
  }

  /** The lease holder's last write; an outcome (`type`) is announced, a release is not. */
  private finish(
    actorId: string,
    leaseId: string,
    type: 'enriched' | 'failed' | null,
    changes: Partial<Record<keyof Actor, unknown>>,
  ): Promise<boolean> {
    const write = async (manager: EntityManager) => {
      const result = await manager
        .createQueryBuilder()
        .update(Actor)
        .set({
          ...changes,
          leaseId: null,
          leaseExpiresAt: null,
          updatedAt: new Date(),
        } as never)
        .where(
          'id = :actorId AND status = \'enriching\' AND "leaseId" = :leaseId',
          {
            actorId,
            leaseId,
          },
        )
        .execute();
      return result.affected === 1;
    };
    return type
      ? this.events.change({ type, actorId }, write)
      : write(this.actors.manager);
  }
}
