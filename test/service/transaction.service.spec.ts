// A transaction commits or rolls back its own writes and nobody else's. On SQLite TypeORM shares
// one connection for everything, so without the gate (src/database/transaction.ts) a statement
// another request sends while a transaction is open runs inside it and is rolled back with it.
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { loadConfig } from '../../src/config/app-config.js';
import { createDataSource, migrate } from '../../src/database/data-source.js';
import { transaction } from '../../src/database/transaction.js';
import { createTestDatabase, type TestDatabase } from '../support/databases.js';
import { forEachDialect } from '../support/dialects.js';

forEachDialect('transactions', (dialect) => {
  let db: TestDatabase;
  let ds: DataSource;
  const param = (n: number) => (dialect === 'sqlite' ? '?' : `$${n}`);
  const insertOrg = (runner: { query: DataSource['query'] }, name: string) =>
    runner.query(
      `INSERT INTO "organizations" ("id", "name") VALUES (${param(1)}, ${param(2)})`,
      [randomUUID(), name],
    );
  const names = async () =>
    (
      (await ds.query('SELECT "name" FROM "organizations"')) as Array<{
        name: string;
      }>
    )
      .map((r) => r.name)
      .sort();

  beforeAll(async () => {
    db = await createTestDatabase(dialect);
    ds = createDataSource(loadConfig(db.env).database);
    await ds.initialize();
    await migrate(ds);
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  it('rolls back its own writes only, not a statement sent meanwhile from outside', async () => {
    // Another request (not started by the transaction) writes while it is open.
    let outside: Promise<unknown> | undefined;
    const meanwhile = setTimeout(
      () => (outside = insertOrg(ds, 'outside')),
      10,
    );
    await expect(
      transaction(ds, async (tx) => {
        await insertOrg(tx, 'inside');
        await new Promise((r) => setTimeout(r, 40));
        expect(outside).toBeDefined();
        await insertOrg(tx, 'inside, later');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    clearTimeout(meanwhile);
    await outside;
    expect(await names()).toEqual(['outside']);
  });

  it('runs concurrent transactions one after another, each whole', async () => {
    const results = await Promise.allSettled(
      [1, 2, 3].map((n) =>
        transaction(ds, async (tx) => {
          await insertOrg(tx, `t${n}-a`);
          await new Promise((r) => setTimeout(r, 5));
          if (n === 2) throw new Error('t2 fails');
          await insertOrg(tx, `t${n}-b`);
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect((await names()).filter((n) => n.startsWith('t'))).toEqual([
      't1-a',
      't1-b',
      't3-a',
      't3-b',
    ]);
  });
});
