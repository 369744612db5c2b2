import type { Repository } from 'typeorm';
import {
  ColumnCodec,
  PreparedStatement,
} from '../../../database/prepared-statements.js';
import type { Actor } from '../entities/actor.entity.js';

/** What a new actor is inserted with; every other column takes its default. */
const INSERTED = [
  'id',
  'organizationId',
  'email',
  'name',
  'source',
  'metadata',
  'status',
  'scoringStatus',
  'createdAt',
  'updatedAt',
] as const;

/** What the public views (full record, contact card) read: not the large private JSON columns. */
export const VIEWED = [
  'id',
  'email',
  'name',
  'status',
  'source',
  'metadata',
  'enrichment',
  'intelligence',
  'score',
  'scoring',
  'scoringStatus',
  'researchReport',
  'companyContext',
  'rejectionReason',
  'failureReason',
  'createdAt',
  'enrichedAt',
] as const;

export type ActorInsert = Pick<Actor, (typeof INSERTED)[number]>;

export interface InsertOrFindResult {
  id: string;
  created: boolean;
  /**
   * The organization's monthly quota (null: unlimited), read by the same statement on PostgreSQL
   * when it inserted the row, so that admitting it costs no round trip of its own; absent on
   * SQLite (in-process, no round trips to save).
   */
  quota?: number | null;
}
export type ActorViewRow = Pick<Actor, (typeof VIEWED)[number]>;

/**
 * The statements of the API's hot paths (create, fetch) as prepared SQL: one statement each, no
 * query builder (see database/prepared-statements.ts). Built on first use, when the entity
 * metadata exists.
 */
export class ActorStatements {
  private built: ReturnType<typeof build> | null = null;

  constructor(private readonly repository: Repository<Actor>) {}

  private get s() {
    return (this.built ??= build(this.repository));
  }

  /**
   * Inserts the actor unless (organizationId, email) exists; the id of the new row or of the
   * existing one, and which. Undefined only when a conflicting row is not visible yet (see below).
   */
  async insertOrFind(
    actor: ActorInsert,
  ): Promise<InsertOrFindResult | undefined> {
    const { insertOrFind, inserted } = this.s;
    const [row] = await insertOrFind.run(
      this.dataSource,
      inserted.persist(actor),
    );
    // SQLite's plain insert returns a row only when it inserted one (no `created` column).
    if (row)
      return {
        id: row.id,
        created: row.created !== false,
        ...(row.quota !== undefined && { quota: row.quota }),
      };
    // SQLite's statement is the plain insert; on PostgreSQL the row that won a race may have
    // committed after the statement's snapshot: either way, look the existing one up.
    const existing = await this.idByEmail(actor.organizationId, actor.email);
    return existing === undefined
      ? undefined
      : { id: existing, created: false };
  }

  async idByEmail(
    organizationId: string,
    email: string,
  ): Promise<string | undefined> {
    const rows = await this.s.idByEmail.run(this.dataSource, [
      organizationId,
      email,
    ]);
    return rows[0]?.id;
  }

  async viewRow(
    organizationId: string,
    id: string,
  ): Promise<ActorViewRow | null> {
    const { byId, viewed } = this.s;
    const [row] = await byId.run(this.dataSource, [id, organizationId]);
    return row ? viewed.hydrate(row) : null;
  }

  private get dataSource() {
    return this.repository.manager.connection;
  }
}

function build(repository: Repository<Actor>) {
  const dataSource = repository.manager.connection;
  const metadata = repository.metadata;
  const inserted = new ColumnCodec<Actor, (typeof INSERTED)[number]>(
    dataSource,
    metadata,
    INSERTED,
  );
  const viewed = new ColumnCodec<Actor, (typeof VIEWED)[number]>(
    dataSource,
    metadata,
    VIEWED,
  );
  const placeholders = INSERTED.map((_, i) => `$${i + 1}`).join(', ');
  const insert = `INSERT INTO "actors" (${inserted.list()}) VALUES (${placeholders}) ON CONFLICT DO NOTHING RETURNING "id"`;
  return {
    inserted,
    viewed,
    // DO NOTHING on any conflict, as the unique index (organizationId, email) decides the race;
    // RETURNING names the row only when ours was inserted (PostgreSQL, and SQLite ≥ 3.35). On
    // PostgreSQL the same statement also reads the existing row's id when ours was not inserted,
    // so a repeated create costs one round trip too, and it reads the organization's quota for
    // a new row (InsertOrFindResult.quota); SQLite (in-process, no round trips, and no INSERT
    // inside WITH) selects separately.
    insertOrFind: new PreparedStatement<{
      id: string;
      created?: boolean;
      quota?: number | null;
    }>(
      'actors_insert_or_find',
      `WITH "inserted" AS (${insert}) SELECT "id", TRUE AS "created", (SELECT "monthlyQuota" FROM "organizations" WHERE "id" = $2) AS "quota" FROM "inserted" UNION ALL SELECT "id", FALSE AS "created", NULL AS "quota" FROM "actors" WHERE "organizationId" = $2 AND "email" = $3 AND NOT EXISTS (SELECT 1 FROM "inserted")`,
      insert,
    ),
    idByEmail: new PreparedStatement<{ id: string }>(
      'actors_id_by_email',
      'SELECT "id" FROM "actors" WHERE "organizationId" = $1 AND "email" = $2',
    ),
    byId: new PreparedStatement<Record<string, unknown>>(
      'actors_view_by_id',
      `SELECT ${viewed.list()} FROM "actors" WHERE "id" = $1 AND "organizationId" = $2`,
    ),
  };
}
