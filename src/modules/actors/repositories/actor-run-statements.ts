import { createHash } from 'node:crypto';
import type { EntityManager, Repository } from 'typeorm';
import {
  ColumnCodec,
  PreparedStatement,
} from '../../../database/prepared-statements.js';
import { Actor } from '../entities/actor.entity.js';

type Kind = 'first' | 'refresh';
type Changes = Partial<Record<keyof Actor & string, unknown>>;

/**
 * A run's claim and its last write as prepared SQL (database/prepared-statements.ts): they are
 * the two statements every research run makes, and through the query builder the claim took two
 * round trips (an UPDATE, then a SELECT of the whole entity) and the most allocation of any step
 * of a signup. A claim is now one `UPDATE … RETURNING` of the row it took.
 *
 * Which run may be taken, per kind (the compare-and-set of a claim): a first run while pending, or
 * enriching past its lease; a refresh of an enriched actor whose refresh was asked for, with no
 * live lease.
 */
export class ActorRunStatements {
  private built: ReturnType<typeof build> | null = null;
  /** one statement per set of columns a run's last write changes (a handful in all) */
  private readonly finishes = new Map<
    string,
    { statement: PreparedStatement; codec: ColumnCodec<Actor, never> }
  >();

  constructor(private readonly repository: Repository<Actor>) {}

  private get s() {
    return (this.built ??= build(this.repository));
  }

  /** The claimed actor, or null when the run was not there to take. */
  async claim(
    kind: Kind,
    actorId: string,
    leaseId: string,
    leaseExpiresAt: Date,
    now: Date,
  ): Promise<Actor | null> {
    const { claims, lease, actor } = this.s;
    const [expires, at] = lease.persist({ leaseExpiresAt, updatedAt: now });
    const [row] = await claims[kind].run(this.dataSource, [
      actorId,
      leaseId,
      expires,
      at,
    ]);
    return row ? Object.assign(new Actor(), actor.hydrate(row)) : null;
  }

  /** Writes `changes` and lets go of the lease, for the holder of `leaseId` only. */
  async finish(
    manager: EntityManager,
    kind: Kind,
    actorId: string,
    leaseId: string,
    changes: Changes,
  ): Promise<boolean> {
    const all: Changes = {
      ...changes,
      leaseId: null,
      leaseExpiresAt: null,
      updatedAt: new Date(),
    };
    const { statement, codec } = this.finishFor(kind, Object.keys(all));
    const rows = await statement.runIn(manager, [
      actorId,
      leaseId,
      ...codec.persist(all as never),
    ]);
    return rows.length === 1;
  }

  private finishFor(kind: Kind, properties: string[]) {
    const key = `${kind}:${properties.join(',')}`;
    let found = this.finishes.get(key);
    if (!found) {
      const codec = new ColumnCodec<Actor, never>(
        this.dataSource,
        this.repository.metadata,
        properties as never[],
      );
      const set = codec
        .list()
        .split(', ')
        .map((column, i) => `${column} = $${i + 3}`)
        .join(', ');
      const text = `UPDATE "actors" SET ${set} WHERE "id" = $1 AND ${RUNNING[kind]} AND "leaseId" = $2 RETURNING "id"`;
      found = {
        statement: new PreparedStatement(`actors_finish_${digest(text)}`, text),
        codec,
      };
      this.finishes.set(key, found);
    }
    return found;
  }

  private get dataSource() {
    return this.repository.manager.connection;
  }
}

/** While a run of each kind holds the actor. */
const RUNNING: Record<Kind, string> = {
  first: `"status" = 'enriching'`,
  refresh: `"status" = 'enriched'`,
};

const digest = (text: string) =>
  createHash('sha1').update(text).digest('hex').slice(0, 16);

function build(repository: Repository<Actor>) {
  const dataSource = repository.manager.connection;
  const metadata = repository.metadata;
  const actor = new ColumnCodec<Actor, keyof Actor & string>(
    dataSource,
    metadata,
    metadata.columns.map((c) => c.propertyName as keyof Actor & string),
  );
  const lease = new ColumnCodec<Actor, 'leaseExpiresAt' | 'updatedAt'>(
    dataSource,
    metadata,
    ['leaseExpiresAt', 'updatedAt'] as const,
  );
  const returning = `RETURNING ${actor.list()}`;
  // $1 actor id, $2 lease id, $3 lease expiry, $4 now (also the instant a lease counts as lapsed).
  return {
    actor,
    lease,
    claims: {
      first: new PreparedStatement<Record<string, unknown>>(
        'actors_claim_first',
        `UPDATE "actors" SET "status" = 'enriching', "leaseId" = $2, "leaseExpiresAt" = $3, "enrichmentAttempts" = "enrichmentAttempts" + 1, "updatedAt" = $4 WHERE "id" = $1 AND ("status" = 'pending' OR ("status" = 'enriching' AND "leaseExpiresAt" < $4)) ${returning}`,
      ),
      refresh: new PreparedStatement<Record<string, unknown>>(
        'actors_claim_refresh',
        `UPDATE "actors" SET "leaseId" = $2, "leaseExpiresAt" = $3, "refreshAttempts" = "refreshAttempts" + 1, "updatedAt" = $4 WHERE "id" = $1 AND "status" = 'enriched' AND "refreshRequestedAt" IS NOT NULL AND ("leaseId" IS NULL OR "leaseExpiresAt" < $4) ${returning}`,
      ),
    },
  };
}
