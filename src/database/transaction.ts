// One way to run a transaction, safe on both dialects. On PostgreSQL TypeORM gives a transaction a
// pooled connection of its own. On SQLite it shares its one connection with everything else, so
// while a transaction is open, any statement another request sends would run inside it: committed
// or rolled back with work it knows nothing about (and two transactions would nest as savepoints
// of each other). Here a transaction holds a gate on that connection: statements from outside it
// wait until it ends (SQLite runs one writer at a time anyway, so nothing is lost in throughput).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';

interface Gate {
  /** the transaction holding the connection, if any */
  owner: object | null;
  /** settles when the current owner lets go */
  released: Promise<void>;
}

const holder = new AsyncLocalStorage<object>();
const gates = new WeakMap<DataSource, Gate>();
const GATED = Symbol('gated');

/** Makes `transaction()` safe on a SQLite DataSource (a no-op on PostgreSQL). Call before use. */
export function withGatedTransactions(dataSource: DataSource): DataSource {
  if (dataSource.options.type !== 'better-sqlite3') return dataSource;
  const gate: Gate = { owner: null, released: Promise.resolve() };
  gates.set(dataSource, gate);
  const driver = dataSource.driver;
  const create = driver.createQueryRunner.bind(driver);
  driver.createQueryRunner = (mode) => {
    // better-sqlite3: the same runner every time, i.e. the one connection.
    const runner = create(mode) as QueryRunner & { [GATED]?: true };
    if (!runner[GATED]) {
      runner[GATED] = true;
      const query = runner.query.bind(runner) as QueryRunner['query'];
      runner.query = (async (...args: Parameters<QueryRunner['query']>) => {
        while (gate.owner && holder.getStore() !== gate.owner)
          await gate.released;
        return query(...args);
      }) as QueryRunner['query'];
    }
    return runner;
  };
  return dataSource;
}

/** Runs `work` in one transaction: all of its writes commit together, or none does. */
export async function transaction<T>(
  dataSource: DataSource,
  work: (tx: EntityManager) => Promise<T>,
): Promise<T> {
  const gate = gates.get(dataSource);
  // PostgreSQL, or a transaction inside one we hold already (it nests as a savepoint).
  if (!gate || (gate.owner && holder.getStore() === gate.owner))
    return dataSource.transaction(work);
  while (gate.owner) await gate.released;
  const owner = {};
  let release!: () => void;
  gate.owner = owner;
  gate.released = new Promise<void>((resolve) => (release = resolve));
  try {
    return await holder.run(owner, () => dataSource.transaction(work));
  } finally {
    gate.owner = null;
    release();
  }
}
