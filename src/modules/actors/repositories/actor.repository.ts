import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { ActorStatus } from '../actor-status.js';
import { Actor } from '../entities/actor.entity.js';
import {
  ActorStatements,
  type ActorInsert,
  type ActorViewRow,
} from './actor-statements.js';

/** An actor's position in creation order, to page through actors after it. */
export interface ActorCursor {
  createdAt: Date;
  id: string;
}

/**
 * The actors table's rows: creating and reading them (the API's hot paths as prepared SQL,
 * ActorStatements), the status changes outside research runs, and erasure. Research runs, refresh
 * requests and scores have repositories of their own beside this one.
 */
@Injectable()
export class ActorRepository {
  private readonly statements: ActorStatements;

  constructor(
    @InjectRepository(Actor) private readonly actors: Repository<Actor>,
  ) {
    this.statements = new ActorStatements(actors);
  }

  /** Inserts unless (organizationId, email) exists; see ActorStatements.insertOrFind. */
  insertOrFind(actor: ActorInsert) {
    return this.statements.insertOrFind(actor);
  }

  /** What the public views show of one actor of the organization. */
  viewRow(organizationId: string, id: string): Promise<ActorViewRow | null> {
    return this.statements.viewRow(organizationId, id);
  }

  find(organizationId: string, id: string): Promise<Actor | null> {
    return this.actors.findOneBy({ id, organizationId });
  }

  findByEmail(organizationId: string, email: string): Promise<Actor | null> {
    return this.actors.findOneBy({ organizationId, email });
  }

  /** pending → rejected, on `manager`. */
  async reject(
    manager: EntityManager,
    actorId: string,
    reason: string,
  ): Promise<boolean> {
    const res = await manager.update(
      Actor,
      { id: actorId, status: 'pending' },
      {
        status: 'rejected',
        rejectionReason: reason,
        scoringStatus: 'skipped',
        updatedAt: new Date(),
      },
    );
    return res.affected === 1;
  }

  /** rejected for quota → pending, on `manager` (the transaction that counts it). */
  async readmit(manager: EntityManager, actorId: string): Promise<boolean> {
    const res = await manager.update(
      Actor,
      { id: actorId, status: 'rejected', rejectionReason: 'quota_exceeded' },
      { ...researchAgain(), rejectionReason: null },
    );
    return res.affected === 1;
  }

  /** Actors refused for quota created in [from, to), oldest first, after `after`. */
  refusedForQuota(
    organizationId: string,
    from: Date,
    to: Date,
    after: ActorCursor | null,
    limit: number,
  ): Promise<ActorCursor[]> {
    const query = this.actors
      .createQueryBuilder('a')
      .select(['a.id', 'a.createdAt'])
      .where(
        "a.organizationId = :organizationId AND a.status = 'rejected' AND a.rejectionReason = 'quota_exceeded'",
        { organizationId },
      )
      .andWhere('a.createdAt >= :from AND a.createdAt < :to', { from, to });
    if (after)
      query.andWhere(
        '(a.createdAt > :afterAt OR (a.createdAt = :afterAt AND a.id > :afterId))',
        { afterAt: after.createdAt, afterId: after.id },
      );
    return query
      .orderBy('a.createdAt', 'ASC')
      .addOrderBy('a.id', 'ASC')
      .limit(limit)
      .getMany();
  }

  /** Actors created in [from, to) that the quota admitted (every one but those it refused). */
  countAdmitted(
    organizationId: string,
    from: Date,
    to: Date,
    manager: EntityManager = this.actors.manager,
  ): Promise<number> {
    return manager
      .getRepository(Actor)
      .createQueryBuilder('a')
      .where('a.organizationId = :organizationId', { organizationId })
      .andWhere('a.createdAt >= :from AND a.createdAt < :to', { from, to })
      .andWhere(
        "NOT (a.status = 'rejected' AND a.rejectionReason = 'quota_exceeded')",
      )
      .getCount();
  }

  /**
   * A write that changes nothing, inside an erasure's transaction: it locks the row (PostgreSQL)
   * or the file (SQLite) until the end. False when there is no such actor.
   */
  async lock(
    tx: EntityManager,
    organizationId: string,
    actorId: string,
  ): Promise<boolean> {
    const locked = await tx
      .createQueryBuilder()
      .update(Actor)
      .set({ updatedAt: () => '"updatedAt"' })
      .where('id = :actorId AND "organizationId" = :organizationId', {
        actorId,
        organizationId,
      })
      .execute();
    return locked.affected === 1;
  }

  async delete(
    tx: EntityManager,
    organizationId: string,
    actorId: string,
  ): Promise<number> {
    const res = await tx.delete(Actor, { id: actorId, organizationId });
    return res.affected ?? 0;
  }

  /** Actors per status across all organizations: one GROUP BY. */
  async countByStatus(): Promise<Map<ActorStatus, number>> {
    const rows = await this.actors
      .createQueryBuilder('a')
      .select('a.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .groupBy('a.status')
      .getRawMany<{ status: ActorStatus; count: string | number }>();
    // PostgreSQL returns COUNT(*) as a bigint string.
    return new Map(rows.map((r) => [r.status, Number(r.count)]));
  }
}

/** What researching an actor again from the start writes. */
export function researchAgain() {
  return {
    status: 'pending' as const,
    scoringStatus: 'pending' as const,
    enrichmentAttempts: 0,
    updatedAt: new Date(),
  };
}
