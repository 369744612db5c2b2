import type { DataSource, EntityManager, EntityMetadata } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata.js';

/** A pg pool, or one pg client (a transaction's connection): both take a named statement. */
interface PgQueryable {
  query(config: {
    name: string;
    text: string;
    values: unknown[];
  }): Promise<{ rows: unknown[] }>;
}

/**
 * A statement on a hot request path, written once as SQL with `$1 … $n` placeholders (each used
 * once, in order) and run without TypeORM's query builder, which rebuilds the same SQL text and
 * re-hydrates through its entity transformer on every call (a measured share of a request's CPU:
 * bench/README.md, "HTTP").
 *
 * PostgreSQL: a named prepared statement on the pool, so each connection parses and plans it once.
 * SQLite: through the DataSource, i.e. TypeORM's one query runner, which keeps the transaction
 * gate (database/transaction.ts); better-sqlite3 caches the compiled statement itself.
 */
export class PreparedStatement<Row = Record<string, unknown>> {
  private readonly sqliteText: string;

  /** which value each of SQLite's positional `?` takes, in the order they appear */
  private readonly sqliteOrder: number[];

  /**
   * `sqlite` only where the dialects need different SQL. A placeholder may appear more than once
   * and in any order (`$3 … $3`): SQLite's `?` are positional, so its values are laid out as the
   * placeholders appear in its text.
   */
  constructor(
    private readonly name: string,
    private readonly text: string,
    sqlite: string = text,
  ) {
    this.sqliteOrder = [...sqlite.matchAll(/\$(\d+)/g)].map(
      (m) => Number(m[1]) - 1,
    );
    this.sqliteText = sqlite.replace(/\$\d+/g, '?');
  }

  async run(dataSource: DataSource, values: unknown[]): Promise<Row[]> {
    if (dataSource.options.type === 'postgres') {
      const pool = (dataSource.driver as unknown as { master: PgQueryable })
        .master;
      return this.runOnPg(pool, values);
    }
    return dataSource.query(
      this.sqliteText,
      this.sqliteOrder.map((i) => values[i]),
    );
  }

  /**
   * Runs on `manager`: inside its transaction when it has one (PostgreSQL: on the transaction's
   * own connection; SQLite: on the one connection, which the transaction holds), else as `run`.
   */
  async runIn(manager: EntityManager, values: unknown[]): Promise<Row[]> {
    const runner = manager.queryRunner;
    if (!runner) return this.run(manager.connection, values);
    if (manager.connection.options.type === 'postgres') {
      // Connected once the transaction has begun, which it has by the time work runs in it.
      const client = (runner as unknown as { databaseConnection: PgQueryable })
        .databaseConnection;
      return this.runOnPg(client, values);
    }
    return runner.query(
      this.sqliteText,
      this.sqliteOrder.map((i) => values[i]),
    ) as Promise<Row[]>;
  }

  private async runOnPg(on: PgQueryable, values: unknown[]): Promise<Row[]> {
    const result = await on.query({ name: this.name, text: this.text, values });
    return result.rows as Row[];
  }
}

/**
 * Column conversions as TypeORM applies them, for rows read or written with raw SQL: JSON text
 * and datetimes on SQLite, JSON on PostgreSQL. Built once per entity and set of properties.
 */
export class ColumnCodec<T, K extends keyof T & string> {
  private readonly columns: ColumnMetadata[];

  constructor(
    private readonly dataSource: DataSource,
    metadata: EntityMetadata,
    readonly properties: readonly K[],
  ) {
    this.columns = properties.map((p) => {
      const column = metadata.findColumnWithPropertyName(p);
      if (!column) throw new Error(`${metadata.name} has no column ${p}`);
      return column;
    });
  }

  /** `"a", "b", …`: the columns, quoted, for a SELECT or an INSERT. */
  list(): string {
    return this.columns.map((c) => `"${c.databaseName}"`).join(', ');
  }

  /** A row as the database returned it, converted as the entity's columns are. */
  hydrate(row: Record<string, unknown>): Pick<T, K> {
    const driver = this.dataSource.driver;
    const out: Record<string, unknown> = {};
    for (const column of this.columns)
      out[column.propertyName] = driver.prepareHydratedValue(
        row[column.databaseName],
        column,
      );
    return out as Pick<T, K>;
  }

  /** Values in the order of `properties`, converted for the database as TypeORM would. */
  persist(values: Pick<T, K>): unknown[] {
    const driver = this.dataSource.driver;
    return this.columns.map((column) =>
      driver.preparePersistentValue(
        (values as Record<string, unknown>)[column.propertyName],
        column,
      ),
    );
  }
}
