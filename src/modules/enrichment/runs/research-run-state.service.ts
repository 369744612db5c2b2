import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { AgentRunRecord } from '../../../../libs/llm-agent/index.js';
import type {
  EmailSignals,
  Enrichment,
  Intelligence,
} from '../../../../libs/research/index.js';
import type { CompanyContext } from '../../../../libs/research/merge/index.js';
import type { ResearchReport } from '../../../../libs/research/report/index.js';
import { ActorStateEvents } from '../../actors/actor-state-events.js';
import {
  ActorRunRepository,
  type RunClaim,
  type RunKind,
} from '../../actors/repositories/actor-run.repository.js';
import {
  ScoreStateService,
  type ScorePlan,
} from '../../scoring/score-state.service.js';

export type { RunClaim, RunKind };

/** What a research run found, as recorded on the actor (an agent answers with exactly this). */
export interface EnrichmentOutcome {
  enrichment: Enrichment;
  intelligence: Intelligence;
  emailSignals: EmailSignals | null;
  /** how an llm agent ran (usage, tool calls, fallback reason); absent for the keyless agent */
  agentRun?: AgentRunRecord | null;
  /** what each tool was asked and what came of it, and the facts not kept (the full record's `research`) */
  research?: ResearchReport | null;
  /** the parent company and a total's currency (the full record's `company`) */
  company?: CompanyContext | null;
}

/** The columns an enrichment outcome fills: the first one, and each refresh that replaces it. */
function outcomeColumns(outcome: EnrichmentOutcome, now: Date) {
  return {
    enrichment: outcome.enrichment as never,
    // Copied out of the enrichment for the dashboard's list (see Actor.title).
    title: outcome.enrichment.title?.slice(0, 255) ?? null,
    // The company as the list names it: its name, else its domain (still better than nothing).
    companyName:
      (
        outcome.enrichment.companyName ?? outcome.enrichment.companyDomain
      )?.slice(0, 255) ?? null,
    intelligence: outcome.intelligence as never,
    emailSignals: outcome.emailSignals as never,
    agentRun: (outcome.agentRun ?? null) as never,
    researchReport: (outcome.research ?? null) as never,
    companyContext: (outcome.company ?? null) as never,
    // One instant for both views: the record's enrichment.enrichedAt and the card's enrichedAt.
    enrichedAt: outcome.enrichment.enrichedAt
      ? new Date(outcome.enrichment.enrichedAt)
      : now,
    failureReason: null,
    // The score follows, in the same transaction, against the profile of the moment.
    scoringStatus: 'pending',
  };
}

/**
 * Owns every step of an actor's research runs, of both kinds (ActorRunRepository): the claim
 * that takes the lease (counted against the run's attempts), the outcome, the hand-back, the
 * giving up. Only the lease holder writes, and every write is a compare-and-set, so a late or
 * doubled run changes nothing. An outcome and its score are one transaction, each change
 * announced as it is made (ActorStateEvents): `actor.enriched` with the record as of the facts,
 * then `actor.scored`. A first run that is given up fails the actor (`actor.failed`); a refresh
 * given up leaves the record exactly as it was.
 */
@Injectable()
export class ResearchRunState {
  constructor(
    private readonly runs: ActorRunRepository,
    private readonly scores: ScoreStateService,
    private readonly events: ActorStateEvents,
  ) {}

  /** Takes the actor's run of this kind for `leaseMs`; null when there is none to take. */
  claim(
    kind: RunKind,
    actorId: string,
    leaseMs: number,
  ): Promise<RunClaim | null> {
    return this.runs.claim(kind, actorId, randomUUID(), leaseMs);
  }

  /**
   * The run's outcome, for the lease holder only, and its score (null: left awaiting one), in
   * one transaction: readers see the old record or the new one, never the facts without their
   * score. A score computed against a profile changed since leaves the actor awaiting its score.
   */
  record(
    kind: RunKind,
    actorId: string,
    leaseId: string,
    outcome: EnrichmentOutcome,
    score: ScorePlan | null = null,
  ): Promise<boolean> {
    return this.events.transaction(actorId, async (tx, announce) => {
      const written = await this.runs.finish(
        kind,
        actorId,
        leaseId,
        {
          ...outcomeColumns(outcome, new Date()),
          ...(kind === 'first'
            ? { status: 'enriched' }
            : { refreshRequestedAt: null, refreshAttempts: 0 }),
        },
        tx,
      );
      if (!written) return false;
      await announce('enriched');
      if (score) await this.scores.apply(tx, actorId, score, announce);
      return true;
    });
  }

  /** Hands an unfinished run back (shutdown, transient error): the work stays to be done. */
  release(kind: RunKind, actorId: string, leaseId: string): Promise<boolean> {
    return this.runs.finish(
      kind,
      actorId,
      leaseId,
      kind === 'first' ? { status: 'pending' } : {},
    );
  }

  /** The run is over without an outcome: a first run fails the actor, a refresh is dropped. */
  giveUp(
    kind: RunKind,
    actorId: string,
    leaseId: string,
    reason: string,
  ): Promise<boolean> {
    if (kind === 'refresh')
      return this.runs.finish(kind, actorId, leaseId, {
        refreshRequestedAt: null,
        refreshAttempts: 0,
      });
    return this.events.change({ type: 'failed', actorId }, (manager) =>
      this.runs.finish(
        kind,
        actorId,
        leaseId,
        {
          status: 'failed',
          failureReason: reason.slice(0, 500),
          scoringStatus: 'skipped',
        },
        manager,
      ),
    );
  }

  /** Embedded deployment, on start: this process is the only worker, so no run survived. */
  async expireAllLeases(): Promise<void> {
    await this.runs.expireLeases('first');
    await this.runs.expireLeases('refresh');
  }
}
