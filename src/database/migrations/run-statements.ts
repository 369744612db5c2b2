import type { QueryRunner } from 'typeorm';

/** Runs a migration's statements one after another, in the order given. */
export async function runStatements(
  q: QueryRunner,
  statements: readonly string[],
): Promise<void> {
  for (const statement of statements) await q.query(statement);
}

/** Undoes a migration that created `tables`: drops them in the order given (referencing first). */
export function dropTables(
  q: QueryRunner,
  tables: readonly string[],
): Promise<void> {
  return runStatements(
    q,
    tables.map((table) => `DROP TABLE "${table}"`),
  );
}
