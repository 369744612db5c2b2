import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ActorStateEvents } from './actor-state-events.js';
import { ActorRepository } from './repositories/actor.repository.js';
import {
  ActorRunRepository,
  type StrandedCursor,
} from './repositories/actor-run.repository.js';

export type { StrandedCursor };

/**
 * Owns the changes of an actor's enrichment status outside a research run (ResearchRunState owns
 * those): refused by the quota, re-admitted, a failed one researched again, and finding first
 * runs that look abandoned. Each is a compare-and-set; an outcome (`rejected`) goes through
 * ActorStateEvents, so what others record about it commits in the same transaction.
 */
@Injectable()
export class EnrichmentStateService {
  constructor(
    private readonly actors: ActorRepository,
    private readonly runs: ActorRunRepository,
    private readonly events: ActorStateEvents,
  ) {}

  /**
   * pending → rejected at create, when the monthly quota is used up: the actor exists (create
   * stays idempotent) but is never enriched, and so never scored.
   */
  reject(actorId: string, reason: 'quota_exceeded'): Promise<boolean> {
    return this.events.change({ type: 'rejected', actorId }, (manager) =>
      this.actors.reject(manager, actorId, reason),
    );
  }

  /**
   * failed → pending: research an actor whose enrichment failed once more, from the start
   * (actor:reenrich). Its claims are counted afresh; it was admitted by the quota already.
   */
  retryFailed(actorId: string): Promise<boolean> {
    return this.actors.retryFailed(actorId);
  }

  /**
   * rejected (quota_exceeded) → pending, on `manager`: inside the transaction that admits the
   * actor under its organization's raised quota (QuotaReadmissionService), so that the two
   * commit together or not at all.
   */
  readmit(manager: EntityManager, actorId: string): Promise<boolean> {
    return this.actors.readmit(manager, actorId);
  }

  /**
   * Actors that look abandoned: pending since before `pendingBefore`, or enriching past their
   * lease, oldest first. Whether a queue still holds their job is the caller's question: in a
   * backlog most of them are merely waiting, so it pages on past `after` (the last one it saw);
   * `among` narrows the search to actors it found unqueued, to confirm they are still in that state.
   */
  findStranded(
    pendingBefore: Date,
    limit: number,
    options: { among?: readonly string[]; after?: StrandedCursor } = {},
  ): Promise<StrandedCursor[]> {
    return this.runs.findStranded(pendingBefore, limit, options);
  }
}
