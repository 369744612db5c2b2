import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import type { Dialect } from './dialects.js';
import { postgresUrl } from './dialects.js';

export interface TestDatabase {
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** A brand-new, empty database for one suite: a temp SQLite file, or a fresh PostgreSQL database. */
export async function createTestDatabase(
  dialect: Dialect,
): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'enrich-test-'));
    return {
      env: { SQLITE_PATH: join(dir, 'test.sqlite') },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `enrich_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function adminQuery(sql: string): Promise<void> {
  const client = new Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
