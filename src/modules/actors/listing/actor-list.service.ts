import { Injectable } from '@nestjs/common';
import type { ActorViewRow } from '../repositories/actor-statements.js';
import { ActorListRepository } from './actor-list.repository.js';
import type { ActorListQuery } from './list-query.js';
import { encodeCursor } from './page-cursor.js';

/**
 * How old a change must be before the list shows it. Longer than a state change's transaction
 * and than SQLite's CURRENT_TIMESTAMP rounding (up to 1 s down): a change committed after a page
 * was read then still sorts after that page's cursor, so a sync that follows cursors misses none.
 */
export const LIST_SETTLE_MS = 2000;

export interface ActorPage {
  actors: ActorViewRow[];
  /** where the next page starts; at the end, where a later sync resumes (null: nothing listed yet) */
  nextCursor: string | null;
  /** whether more actors matched than this page holds */
  hasMore: boolean;
}

/** `GET /v1/actors`: an organization's actors, a page at a time, oldest first by the chosen time. */
@Injectable()
export class ActorListService {
  constructor(private readonly pages: ActorListRepository) {}

  async page(
    organizationId: string,
    query: ActorListQuery,
  ): Promise<ActorPage> {
    const settledBefore = new Date(Date.now() - LIST_SETTLE_MS);
    const rows = await this.pages.page(
      organizationId,
      query,
      settledBefore,
      query.limit + 1,
    );
    const hasMore = rows.length > query.limit;
    const shown = rows.slice(0, query.limit);
    const last = shown.at(-1)?.cursor ?? query.cursor;
    return {
      actors: shown.map((r) => r.actor),
      nextCursor: last ? encodeCursor(last) : null,
      hasMore,
    };
  }
}
