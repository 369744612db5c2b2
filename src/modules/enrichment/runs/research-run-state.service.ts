import { randomUUID } from 'node:crypto';
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import type { AgentRunRecord } from '../../../../libs/llm-agent/index.js';
import type {
  EmailSignals,
  Enrichment,
  Intelligence,
} from '../../../../libs/research/index.js';
import type { CompanyContext } from '../../../../libs/research/merge/index.js';
import {
  withMissingFacts,
  type ResearchReport,
} from '../../../../libs/research/report/index.js';
import { delay, retryWhile } from '../../../../libs/time-limit/index.js';
import { isDependencyUnavailable } from '../../../common/errors/dependency-unavailable.js';
import { LOGGER } from '../../../common/logging/logger.port.js';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { ActorStateEvents } from '../../actors/actor-state.events.js';
import {
  ActorRunRepository,
  type RunClaim,
  type RunKind,
  type StrandedCursor,
} from '../../actors/repositories/actor-run.repository.js';
import { Sweeps } from '../../queue/sweeps.service.js';
import {
  ScoreStateService,
  type ScorePlan,
} from '../../scoring/score-state.service.js';

export type { RunClaim, RunKind, StrandedCursor };

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
    researchReport: withMissingFacts(
      outcome.research,
      outcome.enrichment,
    ) as never,
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
 * How long a claim holds its actor unless renewed. While a run lives its process renews the lease
 * every third of this (one statement for all its runs), so a live run keeps its actor however long
 * it takes, and the runs of a worker that died can be claimed again within this: the queue hands
 * their jobs over once their locks expire (QUEUE_STALLED_INTERVAL_MS).
 */
export const LEASE_MS = 10_000;

/**
 * A research run's state machine, of both kinds (first enrichment, refresh), over the actors
 * table's one door for runs (ActorRunRepository). A run takes its actor (`take`: a lease, counted
 * against the run's attempts, waiting out an unreachable database and a dead run's lease about to
 * lapse), keeps the lease alive while it lives (a sweep renews every lease this process holds, in
 * one statement), and ends it once: its outcome (`record`), a hand-back (`release`) or giving up
 * (`giveUp`). Only the lease holder writes, and every write is a compare-and-set, so a late or
 * doubled run changes nothing. An outcome and its score are one transaction, each change
 * announced as it is made (ActorStateEvents): `actor.enriched` with the record as of the facts,
 * then `actor.scored`. A first run that is given up fails the actor (`actor.failed`); a refresh
 * given up leaves the record exactly as it was.
 */
@Injectable()
export class ResearchRunState implements OnModuleInit {
  /** leases of this process's runs in flight, renewed until the run lets go */
  private readonly held = new Set<string>();
  private renewFailed = false;

  constructor(
    private readonly runs: ActorRunRepository,
    private readonly scores: ScoreStateService,
    private readonly events: ActorStateEvents,
    private readonly sweeps: Sweeps,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.sweeps.every('lease renewal', LEASE_MS / 3, () => this.renewHeld());
  }

  /**
   * Takes the actor's run of this kind, as a research run does. When another run of the same
   * kind holds a lease that lapses within one lease period, this is most likely the job of a
   * worker that died, handed over by the queue before that run's lease lapsed: it waits for the
   * lapse and claims once more. A live holder renews its lease meanwhile and keeps the actor
   * (null, as for one done already). The lease is held, and renewed, until `letGo`.
   */
  async take(
    kind: RunKind,
    actorId: string,
    signal: AbortSignal,
    leaseMs = LEASE_MS,
  ): Promise<RunClaim | null> {
    const attempt = () =>
      this.whileDatabaseDown(() => this.claim(kind, actorId, leaseMs), signal);
    let claim = await attempt();
    if (!claim) {
      const lapsesIn = await this.whileDatabaseDown(
        () =>
          this.lapsesIn(actorId, kind === 'first' ? 'enriching' : 'enriched'),
        signal,
      );
      if (lapsesIn !== null && lapsesIn <= LEASE_MS) {
        await delay(lapsesIn + 50, signal);
        claim = await attempt();
      }
    }
    if (claim) this.held.add(claim.leaseId);
    return claim;
  }

  /** The run is over: its lease is no longer renewed. */
  letGo(leaseId: string): void {
    this.held.delete(leaseId);
  }

  /** One claim for `leaseMs`, not held (take holds it); null when there is none to take. */
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

  /**
   * First runs that look abandoned: pending since before `pendingBefore`, or enriching past
   * their lease, oldest first. Whether a queue still holds their job is the caller's question
   * (the reconciler): it pages on past `after`, and `among` confirms the ones it found unqueued.
   */
  findStranded(
    pendingBefore: Date,
    limit: number,
    options: { among?: readonly string[]; after?: StrandedCursor } = {},
  ): Promise<StrandedCursor[]> {
    return this.runs.findStranded(pendingBefore, limit, options);
  }

  /** Embedded deployment, on start: this process is the only worker, so no run survived. */
  async expireAllLeases(): Promise<void> {
    await this.runs.expireLeases('first');
    await this.runs.expireLeases('refresh');
  }

  /** Moves the expiry of these leases to `leaseMs` from now; leases no longer held are untouched. */
  renew(leaseIds: readonly string[], leaseMs: number): Promise<void> {
    return this.runs.renew(leaseIds, leaseMs);
  }

  /**
   * Milliseconds until the live lease on the actor lapses, if a run holds one while the actor is
   * in `status` (`enriching`: a first enrichment; `enriched`: a refresh); otherwise null.
   */
  lapsesIn(
    actorId: string,
    status: 'enriching' | 'enriched',
  ): Promise<number | null> {
    return this.runs.lapsesIn(
      status === 'enriching' ? 'first' : 'refresh',
      actorId,
    );
  }

  /**
   * `write` (a claim or an outcome), tried again while the database cannot be reached, for up to
   * the job's time limit. A database restart is waited out by the runs that meet it, holding
   * their jobs, instead of failing every job the workers take meanwhile through all its attempts
   * within seconds (which left a whole backlog to the reconciler).
   */
  whileDatabaseDown<T>(
    write: () => Promise<T>,
    signal: AbortSignal,
  ): Promise<T> {
    return retryWhile(write, {
      retryable: isDependencyUnavailable,
      withinMs: this.config.queue.jobTimeoutMs,
      firstDelayMs: 250,
      maxDelayMs: 2000,
      signal,
    });
  }

  /** One statement for every lease held; a failure is tried again next time. */
  private async renewHeld(): Promise<void> {
    const leaseIds = [...this.held];
    try {
      await this.renew(leaseIds, LEASE_MS);
      this.renewFailed = false;
    } catch (err) {
      // Once per streak: a database outage would repeat it every few seconds.
      if (!this.renewFailed)
        this.logger.warn(
          { runs: leaseIds.length, error: (err as Error).message },
          'could not renew the leases of runs in flight; trying again',
        );
      this.renewFailed = true;
    }
  }
}
