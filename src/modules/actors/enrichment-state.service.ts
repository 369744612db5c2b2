import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ActorStateEvents } from './actor-state.events.js';
import { ActorRepository } from './repositories/actor.repository.js';

/**
 * Owns the admission of an actor to enrichment: refused by the quota at create, re-admitted when
 * the quota allows. (Research runs, and researching an actor again, are the enrichment module's.)
 * Each is a compare-and-set; an outcome (`rejected`) goes through ActorStateEvents, so what
 * others record about it commits in the same transaction.
 */
@Injectable()
export class EnrichmentStateService {
  constructor(
    private readonly actors: ActorRepository,
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
   * rejected (quota_exceeded) → pending, on `manager`: inside the transaction that admits the
   * actor under its organization's raised quota (QuotaReadmissionService), so that the two
   * commit together or not at all.
   */
  readmit(manager: EntityManager, actorId: string): Promise<boolean> {
    return this.actors.readmit(manager, actorId);
  }
}
