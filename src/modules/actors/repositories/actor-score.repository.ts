import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import {
  ColumnCodec,
  PreparedStatement,
} from '../../../database/prepared-statements.js';
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
  private built: ReturnType<ActorScoreRepository['build']> | null = null;

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
    const { statements, codec } = (this.built ??= this.build());
    const rows =
      plan.kind === 'scored'
        ? await statements.scored.runIn(manager, [
            actorId,
            ...codec.persist({
              score: plan.result.score,
              scoring: plan.result.scoring,
              scoringProfileVersion: plan.version,
            }),
          ])
        : await statements[plan.kind].runIn(manager, [actorId]);
    return rows.length === 1;
  }

  // Every research run writes its score: prepared SQL, not the query builder (as the run's own
  // statements, actor-run-statements.ts). updatedAt as TypeORM set it for these writes.
  private build() {
    const awaiting = `WHERE "id" = $1 AND "status" = 'enriched' AND "scoringStatus" = 'pending'`;
    const cleared = `"score" = NULL, "scoring" = NULL, "updatedAt" = CURRENT_TIMESTAMP`;
    return {
      codec: new ColumnCodec<
        Actor,
        'score' | 'scoring' | 'scoringProfileVersion'
      >(this.actors.manager.connection, this.actors.metadata, [
        'score',
        'scoring',
        'scoringProfileVersion',
      ]),
      statements: {
        scored: new PreparedStatement(
          'actors_score_scored',
          `UPDATE "actors" SET "score" = $2, "scoring" = $3, "scoringStatus" = 'scored', "scoringProfileVersion" = $4, "updatedAt" = CURRENT_TIMESTAMP ${awaiting} AND ("scoringProfileVersion" = $4 OR "scoringProfileVersion" IS NULL) RETURNING "id"`,
        ),
        skipped: new PreparedStatement(
          'actors_score_skipped',
          `UPDATE "actors" SET ${cleared}, "scoringStatus" = 'skipped' ${awaiting} AND "scoringProfileVersion" IS NULL RETURNING "id"`,
        ),
        failed: new PreparedStatement(
          'actors_score_failed',
          `UPDATE "actors" SET ${cleared}, "scoringStatus" = 'failed' ${awaiting} RETURNING "id"`,
        ),
      },
    };
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
