import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { scoreActor, type IcpProfile } from '../../../libs/icp/index.js';
import { LOGGER } from '../../common/logging/logger.port.js';
import {
  ScoreStateService,
  type ScorePlan,
  type ScoreResult,
} from './score-state.service.js';
import type { Actor } from '../actors/entities/actor.entity.js';
import { IcpProfilesService } from './icp-profiles.service.js';

const RESCORE_BATCH = 200;

/** Scores enriched actors against their organization's ICP profile (libs/icp does the maths). */
@Injectable()
export class ScoringService {
  constructor(
    private readonly profiles: IcpProfilesService,
    private readonly scores: ScoreStateService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Right after an enrichment: scored, skipped (no profile) or failed; never throws. */
  async scoreEnriched(actor: Actor): Promise<void> {
    const plan = await this.plan(actor);
    await this.scores.record(actor.id, plan).catch((err: unknown) => {
      this.logger.error({ actorId: actor.id, err }, 'scoring failed');
    });
  }

  /**
   * What the actor's score is, against its organization's current profile, without writing it
   * (a refresh writes it with the new enrichment, in one step). Never throws: an error is `failed`.
   */
  async plan(actor: Actor): Promise<ScorePlan> {
    try {
      const record = await this.profiles.get(actor.organizationId);
      if (!record) return { kind: 'skipped' };
      return {
        kind: 'scored',
        version: record.version,
        result: this.compute(record.profile, actor),
      };
    } catch (err) {
      this.logger.error({ actorId: actor.id, err }, 'scoring failed');
      return { kind: 'failed' };
    }
  }

  /**
   * Rescores one organization in batches until no actor awaits a score. Resumable by design: the
   * work list is the actors' scoringStatus, so an interrupted run continues where it stopped.
   */
  async rescoreOrganization(organizationId: string): Promise<number> {
    let done = 0;
    for (;;) {
      const record = await this.profiles.get(organizationId);
      const batch = await this.scores.awaitingScore(
        organizationId,
        RESCORE_BATCH,
      );
      if (!batch.length) break;
      // Each score says which profile change it answers and how many that change rescores.
      const rescoring =
        record?.rescoringActors != null
          ? { profileVersion: record.version, actors: record.rescoringActors }
          : undefined;
      for (const actor of batch) {
        const written = record
          ? await this.scores.recordScore(
              actor.id,
              record.version,
              this.compute(record.profile, actor),
              rescoring,
            )
          : await this.scores.recordScoringSkipped(actor.id);
        // Not written: the profile changed under us. Stop; the next pass starts over with it.
        if (!written) return done;
      }
      done += batch.length;
      this.logger.info({ organizationId, done }, 'rescoring progress');
    }
    return done;
  }

  organizationsAwaitingScores(before: Date): Promise<string[]> {
    return this.scores.organizationsAwaitingScores(before);
  }

  /**
   * The score `actor` gets under `profile`, computed and not stored: what scoring writes, and
   * what the dashboard previews a draft profile with.
   */
  compute(profile: IcpProfile, actor: Actor): ScoreResult {
    const result = scoreActor(profile, {
      enrichment: actor.enrichment,
      signals: actor.emailSignals,
      name: actor.name,
      source: actor.source,
      metadata: actor.metadata,
    });
    return {
      score: result.score,
      scoring: result.scoring as unknown as Record<string, unknown>,
    };
  }
}
