import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Actor } from '../actors/entities/actor.entity.js';
import {
  ActorStateEvents,
  type Announce,
  type RescoringNote,
} from '../actors/actor-state.events.js';
import {
  ActorScoreRepository,
  type ScorePlan,
  type ScoreResult,
} from '../actors/repositories/actor-score.repository.js';

export type { ScorePlan, ScoreResult };

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
    private readonly scores: ActorScoreRepository,
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
    /** set when rescoring after a profile change wrote it: its webhook says so */
    rescoring?: RescoringNote,
  ): Promise<boolean> {
    return this.record(actorId, { kind: 'scored', version, result }, rescoring);
  }

  /** No profile to score against: only while the actor awaits a score for no version. */
  recordScoringSkipped(actorId: string): Promise<boolean> {
    return this.record(actorId, { kind: 'skipped' });
  }

  /** Scoring threw (a bug, or the database): failed, unless a newer write got there first. */
  recordScoringFailed(actorId: string): Promise<boolean> {
    return this.record(actorId, { kind: 'failed' });
  }

  /** Records what scoring decided (ScoringService.plan); a score set is announced. */
  record(
    actorId: string,
    plan: ScorePlan,
    rescoring?: RescoringNote,
  ): Promise<boolean> {
    return this.events.transaction(actorId, (tx, announce) =>
      this.apply(tx, actorId, plan, (type) => announce(type, { rescoring })),
    );
  }

  /**
   * The plan's write on `manager`, inside a caller's transaction when the score must become
   * visible with another change (a research run's outcome); a score set is announced.
   */
  async apply(
    manager: EntityManager,
    actorId: string,
    plan: ScorePlan,
    announce: Announce,
  ): Promise<boolean> {
    const written = await this.scores.apply(manager, actorId, plan);
    if (written && plan.kind === 'scored') await announce('scored');
    return written;
  }

  /** Profile `version` was set: every enriched actor of the organization awaits a score for it. */
  markOrganizationForRescoring(
    organizationId: string,
    version: number,
  ): Promise<number> {
    return this.scores.markOrganization(organizationId, version);
  }

  /** A cleared profile: scores go back to null, scoring to skipped, no version awaited. */
  clearOrganizationScores(organizationId: string): Promise<void> {
    return this.scores.clearOrganization(organizationId);
  }

  /** Enriched actors of one organization still waiting for a score, oldest first. */
  awaitingScore(organizationId: string, limit: number): Promise<Actor[]> {
    return this.scores.awaitingScore(organizationId, limit);
  }

  /** Organizations with enriched actors waiting for a score since before `before`. */
  organizationsAwaitingScores(before: Date): Promise<string[]> {
    return this.scores.organizationsAwaitingScores(before);
  }
}
