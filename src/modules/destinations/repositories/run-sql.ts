import type { EntityManager } from 'typeorm';

/**
 * Runs SQL written with `:name` parameters (`:...names` for a list) on either dialect, the way
 * TypeORM's query builder does: the dialect's placeholders, and instants as each stores them.
 * For the statements the query builder cannot say (an upsert that counts, INSERT … SELECT).
 */
export function runSql(
  manager: EntityManager,
  sql: string,
  params: Record<string, unknown> = {},
): Promise<unknown> {
  const [query, values] = manager.connection.driver.escapeQueryWithParameters(
    sql,
    params,
  );
  return manager.query(query, values);
}

/** An instant as a raw query returns it: a Date (PostgreSQL) or UTC text (SQLite). */
export function instant(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value;
  const text = String(value);
  return new Date(
    /[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text.replace(' ', 'T')}Z`,
  );
}
