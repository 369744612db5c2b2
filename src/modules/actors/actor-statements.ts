import type { Repository } from 'typeorm';
import {
  ColumnCodec,
  PreparedStatement,
} from '../../database/prepared-statements.js';
import type { Actor } from './entities/actor.entity.js';

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
const VIEWED = [
  'id',
  'email',
  'name',
  'status',
  'source',
  'enrichment',
  'intelligence',
  'score',
  'scoring',
  'scoringStatus',
  'rejectionReason',
  'failureReason',
  'createdAt',
  'enrichedAt',
] as const;

export type ActorInsert = Pick<Actor, (typeof INSERTED)[number]>;
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

  /** The new actor's id, or none when (organizationId, email) exists already. */
  async insertIfAbsent(actor: ActorInsert): Promise<string | undefined> {
    const { insert, inserted } = this.s;
    const rows = await insert.run(this.dataSource, inserted.persist(actor));
    return rows[0]?.id;
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
  return {
    inserted,
    viewed,
    // DO NOTHING on any conflict, as the unique index (organizationId, email) decides the race;
    // RETURNING names the row only when ours was inserted (PostgreSQL, and SQLite ≥ 3.35).
    insert: new PreparedStatement<{ id: string }>(
      'actors_insert_if_absent',
      `INSERT INTO "actors" (${inserted.list()}) VALUES (${placeholders}) ON CONFLICT DO NOTHING RETURNING "id"`,
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
