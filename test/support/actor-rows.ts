// Reads actor rows straight from the service's database, to see what the public API does not
// show (leases, attempts) or to look while no API process is running.
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { runAdmin } from '../../src/cli/run-admin.js';
import { loadConfig } from '../../src/config/app-config.js';
import { createDataSource } from '../../src/database/data-source.js';

export interface ActorRow {
  id: string;
  email: string;
  status: string;
  enrichmentAttempts: number;
  enrichedAt: string | null;
}

export interface ActorRows {
  all(): Promise<ActorRow[]>;
  close(): Promise<void>;
}

/** `dbEnv` is SQLITE_PATH or DATABASE_URL, as given to the service. */
export async function openActorRows(
  dbEnv: Record<string, string>,
): Promise<ActorRows> {
  const dataSource: DataSource = createDataSource(
    loadConfig({ ...dbEnv, LOG_LEVEL: 'silent' }).database,
  );
  await dataSource.initialize();
  return {
    async all() {
      const rows: Array<Record<string, unknown>> = await dataSource.query(
        'SELECT "id", "email", "status", "enrichmentAttempts", "enrichedAt" FROM "actors" ORDER BY "email"',
      );
      return rows.map((r) => ({
        id: String(r.id),
        email: String(r.email),
        status: String(r.status),
        enrichmentAttempts: Number(r.enrichmentAttempts),
        enrichedAt:
          r.enrichedAt == null
            ? null
            : new Date(r.enrichedAt as string).toISOString(),
      }));
    },
    close: () => dataSource.destroy(),
  };
}

/** A new organization and API key, made by the admin CLI's code against the same database. */
export async function newTenantViaAdmin(
  dbEnv: Record<string, string>,
): Promise<{ orgId: string; key: string }> {
  const admin = async (...argv: string[]) => {
    const out = await runAdmin(argv, { ...dbEnv, LOG_LEVEL: 'silent' });
    if (out.exitCode !== 0)
      throw new Error(`admin ${argv[0]} failed: ${out.stderr}`);
    return JSON.parse(out.stdout) as Record<string, string>;
  };
  const org = await admin('org:create', '--name', 'Process tests');
  const issued = await admin('key:issue', '--org', org.id!);
  return { orgId: org.id!, key: issued.key! };
}

/**
 * Another PostgreSQL session holding row locks on these actors, so the service's writes to them
 * wait until `release()`: a database that is slow to answer, made deterministic.
 */
export async function lockActorRows(
  databaseUrl: string,
  actorIds: string[],
): Promise<{ release(): Promise<void> }> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('BEGIN');
  await client.query(
    'SELECT "id" FROM "actors" WHERE "id" = ANY($1::uuid[]) FOR UPDATE',
    [actorIds],
  );
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      await client.query('COMMIT').finally(() => client.end());
    },
  };
}
