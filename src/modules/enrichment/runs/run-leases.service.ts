import { Injectable } from '@nestjs/common';
import { ActorRunRepository } from '../../actors/repositories/actor-run.repository.js';

/**
 * The lease a research run holds on its actor (leaseId, leaseExpiresAt), the same pair for a first
 * enrichment and a refresh: kept alive while the run lives, and read by a run that found the actor
 * held by another.
 */
@Injectable()
export class RunLeases {
  constructor(private readonly runs: ActorRunRepository) {}

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
}
