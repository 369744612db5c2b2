import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, type EntityManager, type Repository } from 'typeorm';
import { ActorStateEvents } from './actor-state-events.js';
import { Actor } from './entities/actor.entity.js';

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

/**
 * Owns every change of an enriched actor's score: scoringStatus, score, scoring and the ICP profile
 * version the score is (to be) computed against. Callers pass the version they expect; the actor
 * row records the version its organization's profile is at (set when a profile is set or cleared),
 * so each write is a compare-and-set on the actor's own columns, and a slow scorer holding an old
 * profile can never overwrite a newer profile's result. A score written (rescoring included) goes
 * through ActorStateEvents, so what others record about it commits in the same transaction.
 */
@Injectable()
export class ScoreStateService {
  constructor(
    @InjectRepository(Actor) private readonly actors: Repository<Actor>,
    private readonly events: ActorStateEvents,
  ) {}

  /**
   * Stores a score computed with profile `version`: only while the actor awaits a score for that
   * version (or, freshly enriched, for no version in particular yet).
   */
  recordScore(
    actorId: string,
    version: number,
    result: ScoreResult,
  ): Promise<boolean> {
    return this.events.change({ type: 'scored', actorId }, (manager) =>
      this.apply(manager, actorId, { kind: 'scored', version, result }),
    );
  }

  /** No profile to score against: only while the actor awaits a score for no version. */
  recordScoringSkipped(actorId: string): Promise<boolean> {
    return this.apply(this.actors.manager, actorId, { kind: 'skipped' });
  }

  /** Scoring threw (a bug, or the database): failed, unless a newer write got there first. */
  recordScoringFailed(actorId: string): Promise<boolean> {
    return this.apply(this.actors.manager, actorId, { kind: 'failed' });
  }

  /** Records what scoring decided (ScoringService.plan); a score set is announced. */
  record(actorId: string, plan: ScorePlan): Promise<boolean> {
    return plan.kind === 'scored'
      ? this.recordScore(actorId, plan.version, plan.result)
      : this.apply(this.actors.manager, actorId, plan);
  }

  /**
   * The compare-and-set of each kind of score write, on `manager` — inside a caller's transaction
   * when the score must become visible with another change (RefreshStateService.replace). Writes
   * only while the actor is enriched and awaits a score; a score computed with an older profile,
   * or "no profile" once one is set, changes nothing. Announcing is the caller's.
   */
  async apply(
    manager: EntityManager,
    actorId: string,
    plan: ScorePlan,
  ): Promise<boolean> {
    const update = this.awaitingScoreFor(actorId, manager);
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

  /** Profile `version` was set: every enriched actor of the organization awaits a score for it. */
  async markOrganizationForRescoring(
    organizationId: string,
    version: number,
  ): Promise<number> {
    const res = await this.actors.update(
      { organizationId, status: 'enriched' },
      { scoringStatus: 'pending', scoringProfileVersion: version },
    );
    return res.affected ?? 0;
  }

  /** A cleared profile: scores go back to null, scoring to skipped, no version awaited. */
  async clearOrganizationScores(organizationId: string): Promise<void> {
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
        { before },
      )
      .limit(100)
      .getRawMany<{ organizationId: string }>();
    return rows.map((r) => r.organizationId);
  }

  /** The compare-and-set every score write starts from: enriched, and awaiting a score. */
  private awaitingScoreFor(
    actorId: string,
    manager: EntityManager = this.actors.manager,
  ) {
    return manager
      .createQueryBuilder()
      .update(Actor)
      .where(
        "id = :actorId AND status = 'enriched' AND \"scoringStatus\" = 'pending'",
        { actorId },
      );
  }
}
