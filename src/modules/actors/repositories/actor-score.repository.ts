import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, type EntityManager, type Repository } from 'typeorm';
import { Actor } from '../entities/actor.entity.js';

export interface ScoreResult {
  score: number;
  scoring: Record<string, unknown>;
}

/**
 * What scoring decided for an enriched actor: a score against profile `version`, no profile to
 * score against (skipped), or scoring threw (failed).
 */
export type ScorePlan =
  | { kind: 'scored'; version: number; result: ScoreResult }
  | { kind: 'skipped' }
  | { kind: 'failed' };

/** The actors table's score columns: the compare-and-set of each score write, and the org-wide marks. */
@Injectable()
export class ActorScoreRepository {
  constructor(
    @InjectRepository(Actor) private readonly actors: Repository<Actor>,
  ) {}

  /**
   * Writes a plan on `manager`, only while the actor is enriched and awaits a score: a score
   * computed with an older profile, or "no profile" once one is set, changes nothing.
   */
  async apply(
    manager: EntityManager,
    actorId: string,
    plan: ScorePlan,
  ): Promise<boolean> {
    const update = manager
      .createQueryBuilder()
      .update(Actor)
      .where(
        "id = :actorId AND status = 'enriched' AND \"scoringStatus\" = 'pending'",
        { actorId },
      );
    if (plan.kind === 'scored')
      update
        .set({
          score: plan.result.score,
          scoring: plan.result.scoring as never,
          scoringStatus: 'scored',
          scoringProfileVersion: plan.version,
        })
        .andWhere(
          new Brackets((w) =>
            w
              .where('"scoringProfileVersion" = :version', {
                version: plan.version,
              })
              .orWhere('"scoringProfileVersion" IS NULL'),
          ),
        );
    else if (plan.kind === 'skipped')
      update
        .set({ score: null, scoring: null, scoringStatus: 'skipped' })
        .andWhere('"scoringProfileVersion" IS NULL');
    else update.set({ score: null, scoring: null, scoringStatus: 'failed' });
    const res = await update.execute();
    return res.affected === 1;
  }

  /** Every enriched actor of the organization awaits a score for profile `version`. */
  async markOrganization(
    organizationId: string,
    version: number,
  ): Promise<number> {
    const res = await this.actors.update(
      { organizationId, status: 'enriched' },
      { scoringStatus: 'pending', scoringProfileVersion: version },
    );
    return res.affected ?? 0;
  }

  /** No profile any more: scores back to null, scoring skipped, no version awaited. */
  async clearOrganization(organizationId: string): Promise<void> {
    await this.actors.update(
      { organizationId, status: 'enriched' },
      {
        score: null,
        scoring: null,
        scoringStatus: 'skipped',
        scoringProfileVersion: null,
      },
    );
  }

  /** Enriched actors of one organization still waiting for a score, oldest first. */
  awaitingScore(organizationId: string, limit: number): Promise<Actor[]> {
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
        { before },
      )
      .limit(100)
      .getRawMany<{ organizationId: string }>();
    return rows.map((r) => r.organizationId);
  }
}
