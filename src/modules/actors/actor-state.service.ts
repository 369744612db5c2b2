import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, type Repository } from 'typeorm';
import type { AgentRunRecord } from '../../../libs/llm-agent/run-record.js';
import type {
  EmailSignals,
  Enrichment,
  Intelligence,
} from '../../../libs/research/index.js';
import { Actor } from './entities/actor.entity.js';

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

/**
 * Every enrichment state change, each a single conditional UPDATE (compare-and-set on status and
 * lease). Two workers, a redelivered job or a late finisher can therefore never move an actor
 * backwards or record a second outcome: whoever does not hold the current lease changes nothing.
 */
@Injectable()
export class ActorStateService {
  constructor(
    @InjectRepository(Actor) private readonly actors: Repository<Actor>,
  ) {}

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
    const now = new Date();
    return this.finish(actorId, leaseId, {
      status: 'enriched',
      enrichment: outcome.enrichment as never,
      intelligence: outcome.intelligence as never,
      emailSignals: outcome.emailSignals as never,
      agentRun: (outcome.agentRun ?? null) as never,
      // One instant for both views: the record's enrichment.enrichedAt and the card's enrichedAt.
      enrichedAt: outcome.enrichment.enrichedAt
        ? new Date(outcome.enrichment.enrichedAt)
        : now,
      failureReason: null,
    });
  }

  /** enriching → failed, only for the lease holder. */
  fail(actorId: string, leaseId: string, reason: string): Promise<boolean> {
    return this.finish(actorId, leaseId, {
      status: 'failed',
      failureReason: reason.slice(0, 500),
      scoringStatus: 'skipped',
    });
  }

  /** enriching → pending: hands an unfinished run back (shutdown, transient error). */
  release(actorId: string, leaseId: string): Promise<boolean> {
    return this.finish(actorId, leaseId, { status: 'pending' });
  }

  /** Actors nobody is working on: pending for a while, or enriching past their lease. */
  async findStranded(pendingBefore: Date, limit: number): Promise<string[]> {
    const now = new Date();
    const rows = await this.actors
      .createQueryBuilder('a')
      .select('a.id', 'id')
      .where("a.status = 'pending' AND a.updatedAt < :pendingBefore", {
        pendingBefore,
      })
      .orWhere("a.status = 'enriching' AND a.leaseExpiresAt < :now", { now })
      .orderBy('a.updatedAt', 'ASC')
      .limit(limit)
      .getRawMany<{ id: string }>();
    return rows.map((r) => r.id);
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

  /**
   * Stores a score computed with profile `version`; a no-op if the profile has changed or been
   * cleared since, so a slow scorer can never overwrite a newer profile's result.
   */
  async recordScore(
    actorId: string,
    organizationId: string,
    version: number,
    result: { score: number; scoring: Record<string, unknown> },
  ): Promise<boolean> {
    const res = await this.actors
      .createQueryBuilder()
      .update(Actor)
      .set({
        score: result.score,
        scoring: result.scoring as never,
        scoringStatus: 'scored',
      })
      .where("id = :actorId AND status = 'enriched'", { actorId })
      .andWhere(
        '(SELECT "version" FROM "icp_profiles" WHERE "organizationId" = :organizationId) = :version',
        { organizationId, version },
      )
      .execute();
    return res.affected === 1;
  }

  /** No profile: nothing to score against (only if there still is none). */
  async recordScoringSkipped(
    actorId: string,
    organizationId: string,
  ): Promise<boolean> {
    const res = await this.actors
      .createQueryBuilder()
      .update(Actor)
      .set({ score: null, scoring: null, scoringStatus: 'skipped' })
      .where("id = :actorId AND status = 'enriched'", { actorId })
      .andWhere(
        'NOT EXISTS (SELECT 1 FROM "icp_profiles" WHERE "organizationId" = :organizationId)',
        {
          organizationId,
        },
      )
      .execute();
    return res.affected === 1;
  }

  async recordScoringFailed(actorId: string): Promise<void> {
    await this.actors.update(
      { id: actorId },
      { score: null, scoring: null, scoringStatus: 'failed' },
    );
  }

  /** A new or changed profile: every enriched actor of the organization awaits a new score. */
  async markOrganizationForRescoring(organizationId: string): Promise<number> {
    const res = await this.actors.update(
      { organizationId, status: 'enriched' },
      { scoringStatus: 'pending' },
    );
    return res.affected ?? 0;
  }

  /** A cleared profile: scores go back to null, scoring to skipped. */
  async clearOrganizationScores(organizationId: string): Promise<void> {
    await this.actors.update(
      { organizationId, status: 'enriched' },
      { score: null, scoring: null, scoringStatus: 'skipped' },
    );
  }

  /** Enriched actors of one organization still waiting for a score, oldest first. */
  async awaitingScore(organizationId: string, limit: number): Promise<Actor[]> {
    return this.actors.find({
      where: { organizationId, status: 'enriched', scoringStatus: 'pending' },
      order: { updatedAt: 'ASC' },
      take: limit,
    });
  }

  /** Organizations with enriched actors waiting for a score since before `before`. */
  async organizationsAwaitingScores(before: Date): Promise<string[]> {
    const rows = await this.actors
      .createQueryBuilder('a')
      .select('DISTINCT a.organizationId', 'organizationId')
      .where(
        "a.status = 'enriched' AND a.scoringStatus = 'pending' AND a.updatedAt < :before",
        {
          before,
        },
      )
      .limit(100)
      .getRawMany<{ organizationId: string }>();
    return rows.map((r) => r.organizationId);
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

  private async finish(
    actorId: string,
    leaseId: string,
    changes: Partial<Record<keyof Actor, unknown>>,
  ): Promise<boolean> {
    const result = await this.actors
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
  }
}
