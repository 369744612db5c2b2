import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Actor } from './entities/actor.entity.js';

/**
 * The lease a research run holds on its actor (leaseId, leaseExpiresAt), the same pair for a first
 * enrichment (EnrichmentStateService) and a refresh (RefreshStateService): kept alive while the
 * run lives, and read by a run that found the actor held by another.
 */
@Injectable()
export class RunLeases {
  constructor(
    @InjectRepository(Actor) private readonly actors: Repository<Actor>,
  ) {}

  /** Moves the expiry of these leases to `leaseMs` from now; leases no longer held are untouched. */
  async renew(leaseIds: readonly string[], leaseMs: number): Promise<void> {
    if (!leaseIds.length) return;
    await this.actors
      .createQueryBuilder()
      .update(Actor)
      // A renewal is no change of the actor: its updatedAt (which the reconciler reads) stays.
      .set({
        leaseExpiresAt: new Date(Date.now() + leaseMs),
        updatedAt: () => '"updatedAt"',
      })
      .where('"leaseId" IN (:...leaseIds)', { leaseIds })
      .execute();
  }

  /**
   * Milliseconds until the live lease on the actor lapses, if a run holds one while the actor is
   * in `status` (`enriching`: a first enrichment; `enriched`: a refresh); otherwise null.
   */
  async lapsesIn(
    actorId: string,
    status: 'enriching' | 'enriched',
  ): Promise<number | null> {
    const actor = await this.actors.findOne({
      where: { id: actorId, status },
      select: { id: true, leaseId: true, leaseExpiresAt: true },
    });
    if (!actor?.leaseId || !actor.leaseExpiresAt) return null;
    const ms = actor.leaseExpiresAt.getTime() - Date.now();
    return ms > 0 ? ms : null;
  }
}
