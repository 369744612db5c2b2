// Seeds PostgreSQL with many actors in few statements (INSERT … SELECT generate_series), for the
// at-scale benchmark (bench/scale.mjs) and the sweep-plan test: a million rows in minutes, not the
// hours a million API creates would take. Rows are numbered, so a second call continues the
// first; ids and emails derive from the number, so a run is repeatable.

/** Runs one statement (a pg client's or a DataSource's query). */
export type Query = (sql: string, params?: unknown[]) => Promise<unknown>;

export interface SeedOptions {
  /** organizations the actors are spread over (created as needed, unlimited quota) */
  organizations: number;
  /** seeded actors wanted in total after this call */
  actors: number;
  /** rows per statement: each commits on its own, so progress shows and nothing grows huge */
  chunk?: number;
  /**
   * Drops the secondary indexes of actors for the insert and builds them again after (from their
   * own definitions), several times faster for a million rows; for a database nothing else uses.
   */
  rebuildIndexes?: boolean;
  onProgress?: (seeded: number) => void;
}

/**
 * Organizations `seed-org-<n>`, then actors until `actors` seeded ones exist, round-robin over
 * every organization in the database (the ones created before, such as a benchmark's own, too).
 * Mostly enriched and scored (enriched over the last 400 days, so sweeps for stale ones find
 * some), one in a hundred failed, one in fifty refused by a quota; none pending.
 */
export async function seedActors(
  query: Query,
  {
    organizations,
    actors,
    chunk = 50_000,
    onProgress,
    rebuildIndexes = false,
  }: SeedOptions,
): Promise<void> {
  await query(
    `INSERT INTO "organizations" ("id", "name", "monthlyQuota", "createdAt")
     SELECT md5('seed-org-' || n)::uuid, 'Seed organization ' || n, NULL, now() - interval '2 years'
     FROM generate_series(1, $1::int) n ON CONFLICT DO NOTHING`,
    [organizations],
  );
  const [{ seeded }] = (await query(
    `SELECT count(*)::int AS "seeded" FROM "actors" WHERE "source" = 'seed'`,
  )) as { seeded: number }[];
  const secondary = rebuildIndexes
    ? ((await query(
        `SELECT "indexname", "indexdef" FROM "pg_indexes" WHERE "tablename" = 'actors'
         AND "indexname" NOT IN (SELECT "conname" FROM "pg_constraint")`,
      )) as { indexname: string; indexdef: string }[])
    : [];
  for (const { indexname } of secondary)
    await query(`DROP INDEX "${indexname}"`);
  for (let from = seeded; from < actors; from += chunk) {
    const to = Math.min(actors, from + chunk);
    await query(
      `WITH "orgs" AS (SELECT array_agg("id" ORDER BY "id") AS "ids" FROM "organizations")
       INSERT INTO "actors" ("id", "organizationId", "email", "name", "source", "metadata",
         "status", "scoringStatus", "score", "rejectionReason", "failureReason", "enrichedAt",
         "createdAt", "updatedAt", "enrichmentAttempts", "refreshAttempts")
       SELECT md5('seed-actor-' || i)::uuid, "orgs"."ids"[1 + i % cardinality("orgs"."ids")],
         'seed' || i || '@company' || (i % 5000) || '.test', 'Seed Person ' || i, 'seed',
         json_build_object('plan', 'team', 'seats', i % 50),
         s.status, CASE WHEN s.status = 'enriched' THEN 'scored' ELSE 'skipped' END,
         CASE WHEN s.status = 'enriched' THEN i % 101 END,
         CASE WHEN s.status = 'rejected' THEN 'quota_exceeded' END,
         CASE WHEN s.status = 'failed' THEN 'all_tools_failed' END,
         CASE WHEN s.status = 'enriched' THEN s.at + interval '1 minute' END,
         s.at, s.at + interval '1 minute', 1, 0
       FROM generate_series($1::int, $2::int - 1) i
       CROSS JOIN "orgs"
       CROSS JOIN LATERAL (SELECT
         CASE WHEN i % 100 = 0 THEN 'failed' WHEN i % 50 = 1 THEN 'rejected' ELSE 'enriched' END AS status,
         now() - (i % 400) * interval '1 day' - (i % 86400) * interval '1 second' AS at) s`,
      [from, to],
    );
    onProgress?.(to);
  }
  for (const { indexdef } of secondary) await query(indexdef);
}
