import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ColumnCodec } from '../../../database/prepared-statements.js';
import { Actor } from '../entities/actor.entity.js';
import { VIEWED, type ActorViewRow } from '../repositories/actor-statements.js';
import type { ActorListQuery } from './list-query.js';
import type { PageCursor } from './page-cursor.js';

/** A row of a page, with its position (the cursor after it). */
export interface PagedActor {
  actor: ActorViewRow;
  cursor: PageCursor;
}

const SORT_COLUMN = { created: 'createdAt', updated: 'updatedAt' } as const;

/**
 * One page of an organization's actors in (timestamp, id) order: a keyset walk of
 * IDX_actors_org_created or IDX_actors_org_updated, so a page costs the same at the millionth
 * actor as at the first. Rows newer than `settledBefore` are left for a later page: a write that
 * commits late (a long transaction, a second-precision CURRENT_TIMESTAMP on SQLite, another API
 * host's clock) then still lands after every cursor already handed out, never behind one.
 */
@Injectable()
export class ActorListRepository {
  private codec: ColumnCodec<Actor, (typeof VIEWED)[number]> | null = null;

  constructor(
    @InjectRepository(Actor) private readonly actors: Repository<Actor>,
  ) {}

  async page(
    organizationId: string,
    query: ActorListQuery,
    settledBefore: Date,
    /** rows to read: one more than the page, to know whether another follows */
    take: number,
  ): Promise<PagedActor[]> {
    const dataSource = this.actors.manager.connection;
    const postgres = dataSource.options.type === 'postgres';
    this.codec ??= new ColumnCodec(dataSource, this.actors.metadata, VIEWED);
    const values: unknown[] = [];
    const value = (v: unknown) => {
      values.push(v);
      return postgres ? `$${values.length}` : '?';
    };
    // Timestamps compare as the database stores them: timestamptz on PostgreSQL, TypeORM's
    // UTC text (`YYYY-MM-DD HH:MM:SS.SSS`, or whole seconds from CURRENT_TIMESTAMP) on SQLite.
    const instant = (v: Date | string) =>
      postgres
        ? `${value(typeof v === 'string' ? v : v.toISOString())}::timestamptz`
        : value(typeof v === 'string' ? v : sqliteText(v));
    const sort = `"${SORT_COLUMN[query.order]}"`;
    const where = [
      `"organizationId" = ${value(organizationId)}`,
      `${sort} <= ${instant(settledBefore)}`,
    ];
    if (query.cursor)
      where.push(
        `(${sort}, "id") > (${instant(query.cursor.at)}, ${value(query.cursor.id)})`,
      );
    if (query.status) where.push(`"status" = ${value(query.status)}`);
    if (query.email) where.push(`"email" = ${value(query.email)}`);
    if (query.minScore !== undefined)
      where.push(
        `"scoringStatus" IN ('scored', 'pending') AND "score" >= ${value(query.minScore)}`,
      );
    if (query.updatedSince)
      where.push(`"updatedAt" >= ${instant(query.updatedSince)}`);
    if (query.createdSince)
      where.push(`"createdAt" >= ${instant(query.createdSince)}`);
    const keyText = postgres ? `${sort}::text` : sort;
    const rows: Record<string, unknown>[] = await dataSource.query(
      `SELECT ${this.codec.list()}, ${keyText} AS "pageKey" FROM "actors" WHERE ${where.join(' AND ')} ORDER BY ${sort}, "id" LIMIT ${value(take)}`,
      values,
    );
    return rows.map((row) => ({
      actor: this.codec!.hydrate(row),
      cursor: {
        order: query.order,
        at: String(row.pageKey),
        id: String(row.id),
      },
    }));
  }
}

/** A Date as TypeORM writes it to SQLite (DateUtils.mixedDateToUtcDatetimeString). */
function sqliteText(at: Date): string {
  return at.toISOString().replace('T', ' ').replace('Z', '');
}
