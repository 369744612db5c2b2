// The embedded database's durability setting reaches the SQLite connection: `normal` by default
// (a commit does not wait for the disk, which blocked the one event loop for milliseconds per
// commit), `full` when the operator asks for it (docs/operations.md, SQLITE_SYNCHRONOUS).
import type { DataSource } from 'typeorm';
import { loadConfig } from '../../src/config/app-config.js';
import { createDataSource } from '../../src/database/data-source.js';
import { createTestDatabase, type TestDatabase } from '../support/databases.js';

// SQLite's own codes for PRAGMA synchronous.
const NORMAL = 1;
const FULL = 2;

describe('SQLite synchronous setting', () => {
  let db: TestDatabase;
  let ds: DataSource | undefined;
  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
  });
  afterEach(async () => {
    await ds?.destroy();
    ds = undefined;
  });
  afterAll(async () => {
    await db?.drop();
  });

  const synchronousWith = async (extra: Record<string, string>) => {
    ds = createDataSource(loadConfig({ ...db.env, ...extra }).database);
    await ds.initialize();
    const [row] = (await ds.query('PRAGMA synchronous')) as Array<{
      synchronous: number;
    }>;
    return row.synchronous;
  };

  it('is normal by default, with the WAL journal', async () => {
    expect(await synchronousWith({})).toBe(NORMAL);
    const [mode] = (await ds!.query('PRAGMA journal_mode')) as Array<{
      journal_mode: string;
    }>;
    expect(mode.journal_mode).toBe('wal');
  });

  it('is full when SQLITE_SYNCHRONOUS=full', async () => {
    expect(await synchronousWith({ SQLITE_SYNCHRONOUS: 'full' })).toBe(FULL);
  });
});
