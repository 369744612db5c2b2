import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { ENTITIES } from './entities.js';
import { POSTGRES_MIGRATIONS } from './migrations/postgres/index.js';
import { SQLITE_MIGRATIONS } from './migrations/sqlite/index.js';
import { withGatedTransactions } from './transaction.js';

/**
 * The one description of the database, shared by the service, the admin CLI and the tests.
 * Migrations only: `synchronize` is never on.
 */
export function dataSourceOptions(
  db: AppConfig['database'],
): DataSourceOptions {
  const common = {
    entities: ENTITIES,
    synchronize: false,
    migrationsRun: false,
    logging: false,
  };
  if (db.dialect === 'postgres') {
    return {
      ...common,
      type: 'postgres',
      url: db.url,
      migrations: POSTGRES_MIGRATIONS,
      migrationsTableName: 'migrations',
      // Bounded pool and timeouts: a database outage fails requests fast instead of hanging them.
      extra: {
        max: 20,
        connectionTimeoutMillis: 5000,
        statement_timeout: 15000,
      },
    };
  }
  if (db.path !== ':memory:') mkdirSync(dirname(db.path), { recursive: true });
  return {
    ...common,
    type: 'better-sqlite3',
    database: db.path,
    enableWAL: true,
    migrations: SQLITE_MIGRATIONS,
    migrationsTableName: 'migrations',
    prepareDatabase: (sqlite: { pragma(sql: string): unknown }) => {
      // Another process (the CLI, a worker) may hold the write lock briefly: wait, don't fail.
      sqlite.pragma('busy_timeout = 5000');
      sqlite.pragma('foreign_keys = ON');
      // WAL's default waits for the disk at every commit, blocking the one event loop for
      // milliseconds each time (SQLITE_SYNCHRONOUS says what `normal` gives up).
      sqlite.pragma(`synchronous = ${db.synchronous ?? 'normal'}`);
    },
  };
}

/**
 * Creates (not initializes) a DataSource. On PostgreSQL, entity columns declared `datetime` become
 * `timestamp with time zone`: entities stay dialect-neutral and both dialects store UTC instants.
 */
export function createDataSource(db: AppConfig['database']): DataSource {
  return withGatedTransactions(
    withDialectTypes(new DataSource(dataSourceOptions(db))),
  );
}

export function withDialectTypes(dataSource: DataSource): DataSource {
  if (dataSource.options.type === 'postgres') {
    const driver = dataSource.driver;
    const normalize = driver.normalizeType.bind(driver);
    driver.normalizeType = (column) =>
      column.type === 'datetime'
        ? 'timestamp with time zone'
        : normalize(column);
  }
  return dataSource;
}

/**
 * Applies pending migrations and returns their names. On PostgreSQL an advisory lock serialises processes that start
 * together (API and workers), so only one of them migrates.
 */
export async function migrate(dataSource: DataSource): Promise<string[]> {
  const run = async () =>
    (await dataSource.runMigrations({ transaction: 'each' })).map(
      (m) => m.name,
    );
  if (dataSource.options.type !== 'postgres') return run();
  const lock = dataSource.createQueryRunner();
  try {
    await lock.query('SELECT pg_advisory_lock(727001)');
    return await run();
  } finally {
    await lock
      .query('SELECT pg_advisory_unlock(727001)')
      .catch(() => undefined);
    await lock.release();
  }
}
