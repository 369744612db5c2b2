import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { Actor } from '../../actors/entities/actor.entity.js';

/** What a destination is sent about an actor is read from these columns, as of the flush. */
export type SyncedActor = Pick<
  Actor,
  | 'id'
  | 'organizationId'
  | 'email'
  | 'name'
  | 'status'
  | 'enrichment'
  | 'intelligence'
  | 'emailSignals'
  | 'score'
  | 'scoring'
  | 'enrichedAt'
>;

/**
 * Reads the actors a flush sends, by id, their current rows (never a stored body: the CRM always
 * gets the latest state). Reading only, as the webhooks outbox reads the actor it describes.
 */
@Injectable()
export class SyncedActorRepository {
  constructor(private readonly dataSource: DataSource) {}

  async read(actorIds: string[]): Promise<Map<string, SyncedActor>> {
    if (!actorIds.length) return new Map();
    const rows = await this.dataSource.getRepository(Actor).find({
      select: {
        id: true,
        organizationId: true,
        email: true,
        name: true,
        status: true,
        enrichment: true,
        intelligence: true,
        emailSignals: true,
        score: true,
        scoring: true,
        enrichedAt: true,
      },
      where: { id: In(actorIds) },
    });
    return new Map(rows.map((r) => [r.id, r]));
  }

  /** `sync --since`: a page of the organization's enriched actors by signup time, after `after`. */
  async enrichedSince(
    organizationId: string,
    since: Date,
    until: Date | null,
    after: { createdAt: Date; id: string } | null,
    limit: number,
  ): Promise<Array<{ id: string; createdAt: Date }>> {
    const q = this.dataSource
      .getRepository(Actor)
      .createQueryBuilder('a')
      .select(['a.id', 'a.createdAt'])
      .where(`a.organizationId = :organizationId AND a.status = 'enriched'`, {
        organizationId,
      })
      .andWhere('a.createdAt >= :since', { since });
    if (until) q.andWhere('a.createdAt < :until', { until });
    if (after)
      q.andWhere(
        '(a.createdAt > :afterAt OR (a.createdAt = :afterAt AND a.id > :afterId))',
        {
          afterAt: after.createdAt,
          afterId: after.id,
        },
      );
    return q
      .orderBy('a.createdAt', 'ASC')
      .addOrderBy('a.id', 'ASC')
      .limit(limit)
      .getMany();
  }

  async countEnrichedSince(
    organizationId: string,
    since: Date,
    until: Date | null,
  ): Promise<number> {
    const q = this.dataSource
      .getRepository(Actor)
      .createQueryBuilder('a')
      .where(`a.organizationId = :organizationId AND a.status = 'enriched'`, {
        organizationId,
      })
      .andWhere('a.createdAt >= :since', { since });
    if (until) q.andWhere('a.createdAt < :until', { until });
    return q.getCount();
  }
}
