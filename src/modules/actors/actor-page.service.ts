import { Injectable } from '@nestjs/common';
import type { Enrichment } from '../../../libs/research/index.js';
import type { ActorStatus, ScoringStatus } from './actor-status.js';
import type { Actor } from './entities/actor.entity.js';
import {
  ActorPageRepository,
  type ActorPageFilter,
  type ListRun,
  type ListSort,
} from './repositories/actor-page.repository.js';

export interface ActorPageQuery extends ActorPageFilter {
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
export interface ActorPageResult {
  rows: ActorPageRow[];
  /** exact when `atLeast` is false; otherwise the cap, and more match */
  total: number;
  atLeast: boolean;
  hasNextPage: boolean;
}

/** One line of the list: the columns it shows, none of the JSON. */
export interface ActorPageRow {
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
export type ActorExportRow = ActorPageRow & { enrichment: Enrichment | null };

const LIST_COLUMNS: (keyof ActorPageRow)[] = [
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
 * By score, the list is two runs: scored actors first (in score order, walking the index), then
 * those without a score, newest first. Two ranges instead of ORDER BY "score" IS NULL, which no
 * index serves.
 */
const scoreRuns = (direction: 'asc' | 'desc'): [ListRun, ListRun] => [
  { scored: true, sort: 'score', direction },
  { scored: false, sort: 'date', direction: 'desc' },
];

/**
 * Reads an organization's actors for the dashboard: a page of the list, the CSV export, a few
 * rows by id (to follow pending ones), the latest enriched ones (the ICP preview) and the usage
 * page's counts. The queries are ActorPageRepository's; which rows make a page is decided here.
 */
@Injectable()
export class ActorPageService {
  constructor(private readonly actors: ActorPageRepository) {}

  async list(
    organizationId: string,
    query: ActorPageQuery,
  ): Promise<ActorPageResult> {
    const offset = (query.page - 1) * query.pageSize;
    const rows = (run: ListRun, from: number, limit: number) =>
      this.actors.rows(organizationId, query, run, from, limit, LIST_COLUMNS);
    const counting = this.actors.countUpTo(
      organizationId,
      query,
      undefined,
      query.countCap,
    );
    if (query.sort === 'date') {
      const [found, { count, atLeast }] = await Promise.all([
        rows(
          { sort: 'date', direction: query.direction },
          offset,
          query.pageSize + 1,
        ),
        counting,
      ]);
      return {
        rows: found.slice(0, query.pageSize),
        total: count,
        atLeast,
        hasNextPage: found.length > query.pageSize,
      };
    }
    const [scored, unscored] = scoreRuns(query.direction);
    // How many scored actors come before the end of this page, counted no further than the page
    // reads (the index alone answers it): whether the page is all scored, or where they end.
    const [scoredUpTo, { count, atLeast }] = await Promise.all([
      this.actors.countUpTo(
        organizationId,
        query,
        true,
        offset + query.pageSize,
      ),
      counting,
    ]);
    const page = { total: count, atLeast };
    if (scoredUpTo.atLeast)
      return {
        ...page,
        rows: await rows(scored, offset, query.pageSize),
        hasNextPage: true,
      };
    const scoredTotal = scoredUpTo.count;
    const scoredRows =
      offset < scoredTotal ? await rows(scored, offset, query.pageSize) : [];
    const room = query.pageSize - scoredRows.length;
    const unscoredRows = await rows(
      unscored,
      Math.max(0, offset - scoredTotal),
      room + 1,
    );
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
    query: Omit<ActorPageQuery, 'page' | 'pageSize' | 'countCap'>,
    batchSize: number,
  ): AsyncGenerator<ActorExportRow[]> {
    const columns = [...LIST_COLUMNS, 'enrichment' as const];
    const runs: ListRun[] =
      query.sort === 'date'
        ? [{ sort: 'date', direction: query.direction }]
        : scoreRuns(query.direction);
    for (const run of runs) {
      for (let offset = 0; ; offset += batchSize) {
        const rows = await this.actors.rows(
          organizationId,
          query,
          run,
          offset,
          batchSize,
          columns,
        );
        if (rows.length) yield rows;
        if (rows.length < batchSize) break;
      }
    }
  }

  /** These actors of the organization (others are left out), for following pending ones. */
  async rowsByIds(
    organizationId: string,
    ids: readonly string[],
  ): Promise<ActorPageRow[]> {
    if (!ids.length) return [];
    return this.actors.byIds(organizationId, ids, LIST_COLUMNS);
  }

  /** The organization's most recently enriched actors, for previewing an ICP profile on them. */
  latestEnriched(organizationId: string, limit: number): Promise<Actor[]> {
    return this.actors.latestEnriched(organizationId, limit);
  }

  /** Enrichments per UTC day since `since`: see ActorPageRepository.enrichedPerDay. */
  enrichedPerDay(
    organizationId: string,
    since: Date,
  ): Promise<Map<string, number>> {
    return this.actors.enrichedPerDay(organizationId, since);
  }

  /** Actors created since then that the quota admitted (not refused for it): still here. */
  admittedSince(organizationId: string, since: Date): Promise<number> {
    return this.actors.admittedSince(organizationId, since);
  }

  /** Actors per status in the organization. */
  countByStatus(
    organizationId: string,
  ): Promise<Partial<Record<ActorStatus, number>>> {
    return this.actors.countByStatus(organizationId);
  }
}
