import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository, type SelectQueryBuilder } from 'typeorm';
import type { Enrichment } from '../../../libs/research/index.js';
import type { ActorStatus, ScoringStatus } from './actor-status.js';
import { Actor } from './entities/actor.entity.js';

export const LIST_SORTS = ['date', 'score'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

export interface ActorListQuery {
  /** part of the email, name or company name, any case */
  search?: string;
  status?: ActorStatus;
  /** inclusive bounds; either one leaves actors without a score out */
  minScore?: number;
  maxScore?: number;
  sort: ListSort;
  direction: 'asc' | 'desc';
  /** 1-based */
  page: number;
  pageSize: number;
  /** the list counts its matches up to here; past it the total reads "N+" */
  countCap: number;
}

/**
 * A page of the list. The page never costs more than what it shows: its rows are read with one
 * extra to know whether a next page exists, and the total is counted only up to the cap.
 */
export interface ActorListPage {
  rows: ActorListRow[];
  /** exact when `atLeast` is false; otherwise the cap, and more match */
  total: number;
  atLeast: boolean;
  hasNextPage: boolean;
}

/** One line of the list: the columns it shows, none of the JSON. */
export interface ActorListRow {
  id: string;
  email: string;
  name: string | null;
  status: ActorStatus;
  title: string | null;
  companyName: string | null;
  score: number | null;
  scoringStatus: ScoringStatus;
  createdAt: Date;
}

/** A line of the export: the list's columns and the facts they come from. */
export type ActorExportRow = ActorListRow & { enrichment: Enrichment | null };

const LIST_COLUMNS: (keyof ActorListRow)[] = [
  'id',
  'email',
  'name',
  'status',
  'title',
  'companyName',
  'score',
  'scoringStatus',
  'createdAt',
];

/**
 * Reads an organization's actors for the dashboard: a page of the list, a few rows by id (to
 * follow pending ones), the latest enriched ones (the ICP preview). Every query is scoped to the
 * organization and walks IDX_actors_org_created or IDX_actors_org_score (see bench/dashboard-list).
 */
@Injectable()
export class ActorListService {
  constructor(
    @InjectRepository(Actor) private readonly actors: Repository<Actor>,
  ) {}

  async list(
    organizationId: string,
    query: ActorListQuery,
  ): Promise<ActorListPage> {
    const offset = (query.page - 1) * query.pageSize;
    const counting = this.boundedCount(
      this.filtered(organizationId, query),
      query.countCap,
    );
    if (query.sort === 'date') {
      const [rows, { count, atLeast }] = await Promise.all([
        this.ordered(
          this.filtered(organizationId, query),
          'date',
          query.direction,
        )
          .offset(offset)
          .limit(query.pageSize + 1)
          .getMany(),
        counting,
      ]);
      return {
        rows: rows.slice(0, query.pageSize),
        total: count,
        atLeast,
        hasNextPage: rows.length > query.pageSize,
      };
    }
    // By score: scored actors first (in score order, walking the index), then those without a
    // score, newest first. Two ranges instead of ORDER BY "score" IS NULL, which no index serves.
    const scored = this.filtered(organizationId, query).andWhere(
      'a.score IS NOT NULL',
    );
    const unscored = this.filtered(organizationId, query).andWhere(
      'a.score IS NULL',
    );
    // How many scored actors come before the end of this page, counted no further than the page
    // reads (the index alone answers it): whether the page is all scored, or where they end.
    const [scoredUpTo, { count, atLeast }] = await Promise.all([
      this.boundedCount(scored, offset + query.pageSize),
      counting,
    ]);
    const page = { total: count, atLeast };
    if (scoredUpTo.atLeast) {
      const rows = await this.ordered(scored, 'score', query.direction)
        .offset(offset)
        .limit(query.pageSize)
        .getMany();
      return { ...page, rows, hasNextPage: true };
    }
    const scoredTotal = scoredUpTo.count;
    const scoredRows =
      offset < scoredTotal
        ? await this.ordered(scored, 'score', query.direction)
            .offset(offset)
            .limit(query.pageSize)
            .getMany()
        : [];
    const room = query.pageSize - scoredRows.length;
    const unscoredRows = await this.ordered(unscored, 'date', 'desc')
      .offset(Math.max(0, offset - scoredTotal))
      .limit(room + 1)
      .getMany();
    return {
      ...page,
      rows: [...scoredRows, ...unscoredRows.slice(0, room)],
      hasNextPage: unscoredRows.length > room,
    };
  }

  /**
   * Every actor of the filter, in the list's order, batch by batch: the CSV export. Walks the same
   * indexes as the list; bounded by the filter's size (the caller may stop early).
   */
  async *exportBatches(
    organizationId: string,
    query: Omit<ActorListQuery, 'page' | 'pageSize' | 'countCap'>,
    batchSize: number,
  ): AsyncGenerator<ActorExportRow[]> {
    const columns = [...LIST_COLUMNS, 'enrichment' as const];
    const parts: [SelectQueryBuilder<Actor>, ListSort, 'asc' | 'desc'][] =
      query.sort === 'date'
        ? [
            [
              this.filtered(organizationId, query, columns),
              'date',
              query.direction,
            ],
          ]
        : [
            [
              this.filtered(organizationId, query, columns).andWhere(
                'a.score IS NOT NULL',
              ),
              'score',
              query.direction,
            ],
            [
              this.filtered(organizationId, query, columns).andWhere(
                'a.score IS NULL',
              ),
              'date',
              'desc',
            ],
          ];
    for (const [qb, sort, direction] of parts) {
      for (let offset = 0; ; offset += batchSize) {
        const rows = await this.ordered(qb.clone(), sort, direction)
          .offset(offset)
          .limit(batchSize)
          .getMany();
        if (rows.length) yield rows;
        if (rows.length < batchSize) break;
      }
    }
  }

  /** These actors of the organization (others are left out), for following pending ones. */
  async rowsByIds(
    organizationId: string,
    ids: readonly string[],
  ): Promise<ActorListRow[]> {
    if (!ids.length) return [];
    return this.actors.find({
      select: Object.fromEntries(LIST_COLUMNS.map((c) => [c, true])),
      where: { organizationId, id: In([...ids]) },
    });
  }

  /** The organization's most recently enriched actors, for previewing an ICP profile on them. */
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
    const day =
      this.actors.manager.connection.options.type === 'postgres'
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

  /**
   * How many rows the filter has, counting no further than `cap`: a COUNT over a LIMITed
   * subquery, so PostgreSQL stops reading once it has seen one row past the cap (a common search
   * word would otherwise recheck every matching row through the trigram index).
   */
  private async boundedCount(
    qb: SelectQueryBuilder<Actor>,
    cap: number,
  ): Promise<{ count: number; atLeast: boolean }> {
    const sub = qb
      .clone()
      .select('1', 'one')
      .orderBy()
      .limit(cap + 1);
    const [query, parameters] = sub.getQueryAndParameters();
    const rows = (await this.actors.query(
      `SELECT COUNT(*) AS "count" FROM (${query}) AS "capped"`,
      parameters,
    )) as { count: string | number }[];
    const count = Number(rows[0]?.count ?? 0);
    return { count: Math.min(count, cap), atLeast: count > cap };
  }

  private filtered(
    organizationId: string,
    query: Omit<ActorListQuery, 'page' | 'pageSize' | 'countCap'>,
    columns: readonly (keyof Actor)[] = LIST_COLUMNS,
  ): SelectQueryBuilder<Actor> {
    const qb = this.actors
      .createQueryBuilder('a')
      .select(columns.map((c) => `a.${c}`))
      .where('a.organizationId = :organizationId', { organizationId });
    if (query.status)
      qb.andWhere('a.status = :status', { status: query.status });
    if (query.minScore !== undefined)
      qb.andWhere('a.score >= :minScore', { minScore: query.minScore });
    if (query.maxScore !== undefined)
      qb.andWhere('a.score <= :maxScore', { maxScore: query.maxScore });
    const search = query.search?.trim();
    if (search) {
      // PostgreSQL's LIKE minds case; SQLite's ignores it for ASCII, which emails and most names are.
      const like =
        this.actors.manager.connection.options.type === 'postgres'
          ? 'ILIKE'
          : 'LIKE';
      const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      qb.andWhere(
        `(a.email ${like} :pattern ESCAPE '\\' OR a.name ${like} :pattern ESCAPE '\\' OR a.companyName ${like} :pattern ESCAPE '\\')`,
        { pattern },
      );
    }
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
