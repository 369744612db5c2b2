import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository, type SelectQueryBuilder } from 'typeorm';
import type { ActorStatus } from '../actor-status.js';
import { Actor } from '../entities/actor.entity.js';

export type ListSort = 'date' | 'score';

/** Which of an organization's actors the dashboard's list shows. */
export interface ActorPageFilter {
  /** part of the email, name or company name, any case */
  search?: string;
  status?: ActorStatus;
  /** inclusive bounds; either one leaves actors without a score out */
  minScore?: number;
  maxScore?: number;
}

/** A run of the list in one order: every match, or only those with (or without) a score. */
export interface ListRun {
  /** true: scored actors only; false: those without a score; unset: both */
  scored?: boolean;
  sort: ListSort;
  direction: 'asc' | 'desc';
}

/**
 * The dashboard's reads of the actors table: the list's filter and orders (walking
 * IDX_actors_org_created or IDX_actors_org_score, see bench/dashboard-list), its capped count, and
 * the counts of the usage page. Every query is scoped to the organization; which rows make a page
 * is ActorPageService's.
 */
@Injectable()
export class ActorPageRepository {
  constructor(
    @InjectRepository(Actor) private readonly actors: Repository<Actor>,
  ) {}

  /** `limit` rows of the run from `offset`, with these columns only. */
  rows(
    organizationId: string,
    filter: ActorPageFilter,
    run: ListRun,
    offset: number,
    limit: number,
    columns: readonly (keyof Actor)[],
  ): Promise<Actor[]> {
    const qb = this.filtered(organizationId, filter, run.scored).select(
      columns.map((c) => `a.${c}`),
    );
    return this.ordered(qb, run.sort, run.direction)
      .offset(offset)
      .limit(limit)
      .getMany();
  }

  /**
   * How many actors match, counting no further than `cap`: a COUNT over a LIMITed subquery, so
   * PostgreSQL stops reading once it has seen one row past the cap (a common search word would
   * otherwise recheck every matching row through the trigram index).
   */
  async countUpTo(
    organizationId: string,
    filter: ActorPageFilter,
    scored: boolean | undefined,
    cap: number,
  ): Promise<{ count: number; atLeast: boolean }> {
    const sub = this.filtered(organizationId, filter, scored)
      .select('1', 'one')
      .limit(cap + 1);
    const [query, parameters] = sub.getQueryAndParameters();
    const rows = (await this.actors.query(
      `SELECT COUNT(*) AS "count" FROM (${query}) AS "capped"`,
      parameters,
    )) as { count: string | number }[];
    const count = Number(rows[0]?.count ?? 0);
    return { count: Math.min(count, cap), atLeast: count > cap };
  }

  /** These actors of the organization (others are left out), with these columns only. */
  byIds(
    organizationId: string,
    ids: readonly string[],
    columns: readonly (keyof Actor)[],
  ): Promise<Actor[]> {
    return this.actors.find({
      select: Object.fromEntries(columns.map((c) => [c, true])),
      where: { organizationId, id: In([...ids]) },
    });
  }

  /** The organization's most recently enriched actors. */
  latestEnriched(organizationId: string, limit: number): Promise<Actor[]> {
    return this.actors.find({
      where: { organizationId, status: 'enriched' },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
    });
  }

  /**
   * Actors whose enrichment landed on each UTC day since `since` ("2026-11-23" → count); a
   * refreshed actor counts on the day of its latest enrichment, an erased one not at all.
   */
  async enrichedPerDay(
    organizationId: string,
    since: Date,
  ): Promise<Map<string, number>> {
    const day = this.postgres
      ? `to_char(a."enrichedAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD')`
      : `substr(a."enrichedAt", 1, 10)`;
    const rows = await this.actors
      .createQueryBuilder('a')
      .select(day, 'day')
      .addSelect('COUNT(*)', 'count')
      .where('a.organizationId = :organizationId', { organizationId })
      .andWhere('a.status = :status', { status: 'enriched' })
      .andWhere('a.enrichedAt >= :since', { since })
      .groupBy(day)
      .getRawMany<{ day: string; count: string | number }>();
    return new Map(rows.map((r) => [r.day, Number(r.count)]));
  }

  /** Actors created since then that the quota admitted (not refused for it): still here. */
  async admittedSince(organizationId: string, since: Date): Promise<number> {
    const row = await this.actors
      .createQueryBuilder('a')
      .select('COUNT(*)', 'count')
      .where('a.organizationId = :organizationId', { organizationId })
      .andWhere('a.createdAt >= :since', { since })
      .andWhere(
        "(a.rejectionReason IS NULL OR a.rejectionReason <> 'quota_exceeded')",
      )
      .getRawOne<{ count: string | number }>();
    return Number(row?.count ?? 0);
  }

  /** Actors per status in the organization. */
  async countByStatus(
    organizationId: string,
  ): Promise<Partial<Record<ActorStatus, number>>> {
    const rows = await this.actors
      .createQueryBuilder('a')
      .select('a.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .where('a.organizationId = :organizationId', { organizationId })
      .groupBy('a.status')
      .getRawMany<{ status: ActorStatus; count: string | number }>();
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.count)]));
  }

  private get postgres(): boolean {
    return this.actors.manager.connection.options.type === 'postgres';
  }

  private filtered(
    organizationId: string,
    filter: ActorPageFilter,
    scored: boolean | undefined,
  ): SelectQueryBuilder<Actor> {
    const qb = this.actors
      .createQueryBuilder('a')
      .where('a.organizationId = :organizationId', { organizationId });
    if (filter.status)
      qb.andWhere('a.status = :status', { status: filter.status });
    if (filter.minScore !== undefined)
      qb.andWhere('a.score >= :minScore', { minScore: filter.minScore });
    if (filter.maxScore !== undefined)
      qb.andWhere('a.score <= :maxScore', { maxScore: filter.maxScore });
    const search = filter.search?.trim();
    if (search) {
      // PostgreSQL's LIKE minds case; SQLite's ignores it for ASCII, which emails and most names are.
      const like = this.postgres ? 'ILIKE' : 'LIKE';
      const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      qb.andWhere(
        `(a.email ${like} :pattern ESCAPE '\\' OR a.name ${like} :pattern ESCAPE '\\' OR a.companyName ${like} :pattern ESCAPE '\\')`,
        { pattern },
      );
    }
    if (scored !== undefined)
      qb.andWhere(scored ? 'a.score IS NOT NULL' : 'a.score IS NULL');
    return qb;
  }

  private ordered(
    qb: SelectQueryBuilder<Actor>,
    sort: ListSort,
    direction: 'asc' | 'desc',
  ): SelectQueryBuilder<Actor> {
    const dir = direction === 'asc' ? 'ASC' : 'DESC';
    if (sort === 'score')
      qb.orderBy('a.score', dir).addOrderBy('a.createdAt', dir);
    else qb.orderBy('a.createdAt', dir);
    return qb.addOrderBy('a.id', dir);
  }
}
