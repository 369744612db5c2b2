import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { transaction } from '../../database/transaction.js';
import { ActorEvents } from './actor.events.js';
import {
  ActorRepository,
  type ActorCursor,
} from './repositories/actor.repository.js';
import {
  EnrichmentQuotaService,
  monthBounds,
} from './enrichment-quota.service.js';
import { EnrichmentStateService } from './enrichment-state.service.js';

const BATCH = 100;

/** Thrown inside a re-admission's transaction to undo it: the quota is used up. */
class QuotaUsedUp extends Error {}

/**
 * After an organization's quota is raised (or removed): the actors the quota refused this month
 * are admitted after all, oldest first, as long as the new quota allows. Each one is admitted
 * exactly as a create is — one atomic upsert of the month's count, so concurrent creates and
 * re-admissions together never exceed the quota — and in the same transaction as its move from
 * `rejected` to `pending`, so an actor is never admitted without being counted, nor counted
 * without being admitted. Then it is announced like a new actor (ActorEvents.created), and
 * enrichment follows through the queue. Interrupted, it resumes where it stopped when run again.
 */
@Injectable()
export class QuotaReadmissionService {
  constructor(
    private readonly actors: ActorRepository,
    private readonly dataSource: DataSource,
    private readonly quota: EnrichmentQuotaService,
    private readonly state: EnrichmentStateService,
    private readonly events: ActorEvents,
  ) {}

  /** Re-admits what the organization's quota now allows; returns how many were re-admitted. */
  async readmit(organizationId: string, now = new Date()): Promise<number> {
    const { from: monthStart, to: nextMonth } = monthBounds(now);
    let readmitted = 0;
    let after: ActorCursor | null = null;
    for (;;) {
      const batch = await this.actors.refusedForQuota(
        organizationId,
        monthStart,
        nextMonth,
        after,
        BATCH,
      );
      if (!batch.length) return readmitted;
      for (const actor of batch) {
        const admitted = await this.admitOne(organizationId, actor.id, now);
        if (admitted === 'quota_used_up') return readmitted;
        if (admitted === 'admitted') {
          readmitted++;
          await this.events.created({ actorId: actor.id, organizationId });
        }
      }
      after = batch[batch.length - 1];
    }
  }

  private async admitOne(
    organizationId: string,
    actorId: string,
    now: Date,
  ): Promise<'admitted' | 'gone' | 'quota_used_up'> {
    try {
      return await transaction(this.dataSource, async (tx) => {
        // The move first: an actor erased or re-admitted meanwhile uses no quota.
        if (!(await this.state.readmit(tx, actorId))) return 'gone';
        if (!(await this.quota.admit(organizationId, now, { manager: tx })))
          throw new QuotaUsedUp();
        return 'admitted';
      });
    } catch (err) {
      if (err instanceof QuotaUsedUp) return 'quota_used_up';
      throw err;
    }
  }
}
