import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, type Repository } from 'typeorm';
import { Actor } from './entities/actor.entity.js';

export interface ScoreResult {
  score: number;
  scoring: Record<string, unknown>;
}

/**
 * Owns every change of an enriched actor's score: scoringStatus, score, scoring and the ICP profile
 * version the score is (to be) computed against. Callers pass the version they expect; the actor
 * row records the version its organization's profile is at (set when a profile is set or cleared),
 * so each write is a compare-and-set on the actor's own columns, and a slow scorer holding an old
 * profile can never overwrite a newer profile's result.
 */
@Injectable()
export class ScoreStateService {
  constructor(
    @InjectRepository(Actor) private readonly actors: Repository<Actor>,
  ) {}

  /**
   * Stores a score computed with profile `version`: only while the actor awaits a score for that
   * version (or, freshly enriched, for no version in particular yet).
   */
  async recordScore(
    actorId: string,
    version: number,
    result: ScoreResult,
  ): Promise<boolean> {
    const res = await this.awaitingScoreFor(actorId)
      .set({
        score: result.score,
        scoring: result.scoring as never,
        scoringStatus: 'scored',
        scoringProfileVersion: version,
      })
      .andWhere(
        new Brackets((w) =>
          w
            .where('"scoringProfileVersion" = :version', { version })
            .orWhere('"scoringProfileVersion" IS NULL'),
        ),
      )
      .execute();
    return res.affected === 1;
  }

  /** No profile to score against: only while the actor awaits a score for no version. */
  async recordScoringSkipped(actorId: string): Promise<boolean> {
    const res = await this.awaitingScoreFor(actorId)
      .set({ score: null, scoring: null, scoringStatus: 'skipped' })
      .andWhere('"scoringProfileVersion" IS NULL')
      .execute();
    return res.affected === 1;
  }

  /** Scoring threw (a bug, or the database): failed, unless a newer write got there first. */
  async recordScoringFailed(actorId: string): Promise<boolean> {
    const res = await this.awaitingScoreFor(actorId)
      .set({ score: null, scoring: null, scoringStatus: 'failed' })
      .execute();
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
  private awaitingScoreFor(actorId: string) {
    return this.actors
      .createQueryBuilder()
      .update(Actor)
      .where(
        "id = :actorId AND status = 'enriched' AND \"scoringStatus\" = 'pending'",
        { actorId },
      );
  }
}
