// The list at a million actors (issue 24): `GET /v1/actors` pages on PostgreSQL with every seeded
// actor in ONE organization (the hardest case: no organization filter narrows the walk), measured
// by a closed loop of our own so the figure is an exact p95 (autocannon reports p90 and p97.5).
// Seeding uses test/support/seed-actors.ts (INSERT … SELECT generate_series), so a million rows
// take minutes, not the hours a million API creates would.
import { loadNow, othersMeter } from './quiet.mjs';
import pg from 'pg';
import { seedActors } from '../../dist/test/support/seed-actors.js';
import {
  cleanRedisPrefix,
  closedToolsEnv,
  createPgDatabase,
  freePort,
  issueOrgAndKey,
  startProcess,
  waitForHttp,
} from './infra.mjs';

const SEED_DAYS = 400; // seed-actors spreads createdAt/updatedAt over the last 400 days
const CURSORS = 200; // starting points spread over the whole keyspace, per order

/**
 * Seeds `actors` into one organization of a throwaway database, then measures each list scenario
 * for `durationS` with `connections` requests in flight. Returns one row per scenario.
 */
export async function benchListPages(
  { pgUrl, redisUrl, prefix, actors, durationS, connections, serviceEnv },
  { log, onCleanup },
) {
  const db = await createPgDatabase(
    pgUrl,
    `bench_list_${prefix.replace(/\W/g, '_')}`,
  );
  onCleanup(() => db.drop());
  onCleanup(() => cleanRedisPrefix(redisUrl, `${prefix}-list`));
  const env = {
    ...serviceEnv,
    DATABASE_URL: db.url,
    REDIS_URL: redisUrl,
    REDIS_QUEUE_PREFIX: `${prefix}-list`,
    APP_ROLE: 'api',
    ...(await closedToolsEnv()),
  };
  const org = await issueOrgAndKey(env, 'bench list');

  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  onCleanup(() => client.end());
  const query = async (sql, params) => (await client.query(sql, params)).rows;
  const seedStarted = Date.now();
  // organizations: 0 creates none, so every row goes to the one organization there is.
  await seedActors(query, {
    organizations: 0,
    actors,
    rebuildIndexes: true,
    onProgress: (n) =>
      process.stdout.write(`\r  seeded ${n.toLocaleString('en')} actors`),
  });
  // Vacuumed too: otherwise autovacuum's pass over the fresh rows runs during the measurement.
  await query('VACUUM (ANALYZE) "actors"');
  const seedS = Math.round((Date.now() - seedStarted) / 1000);
  log(`  (${seedS} s to seed and vacuum)`);

  const port = await freePort();
  const proc = startProcess(['dist/src/main.js'], {
    env: { ...env, PORT: String(port) },
    label: 'list service',
  });
  onCleanup(() => proc.stop());
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/health/ready`, proc);
  const get = (path) => timedGet(`${base}${path}`, org.key);

  const cursors = {
    created: await cursorsAcross(get, 'created', 'createdSince'),
    updated: await cursorsAcross(get, 'updated', 'updatedSince'),
  };
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  const someInstant = () =>
    new Date(Date.now() - Math.random() * SEED_DAYS * 86_400_000).toISOString();
  const someEmail = () =>
    `seed${Math.floor(Math.random() * actors)}@company${Math.floor(Math.random() * 5000)}.test`;
  const c = (order) => encodeURIComponent(pick(cursors[order]));

  const scenarios = {
    'first page (order=created)': () => '/v1/actors?limit=100',
    'any page (order=created)': () =>
      `/v1/actors?limit=100&cursor=${c('created')}`,
    'sync page (order=updated)': () =>
      `/v1/actors?order=updated&limit=100&cursor=${c('updated')}`,
    'sync start (updatedSince)': () =>
      `/v1/actors?order=updated&limit=100&updatedSince=${encodeURIComponent(someInstant())}`,
    'status=failed (1 in 100)': () =>
      `/v1/actors?status=failed&limit=100&cursor=${c('created')}`,
    'minScore=90': () =>
      `/v1/actors?minScore=90&limit=100&cursor=${c('created')}`,
    'email (exact)': () =>
      `/v1/actors?email=${encodeURIComponent(someEmail())}`,
    'view=card page': () =>
      `/v1/actors?view=card&limit=100&cursor=${c('created')}`,
  };
  const rows = [];
  for (const [name, path] of Object.entries(scenarios)) {
    await closedLoop(get, path, { durationS: 1, connections }); // warm-up: plans, caches
    const loadStart = loadNow();
    const r = await closedLoop(get, path, { durationS, connections });
    const row = {
      scenario: name,
      ...r,
      loadStart,
      loadEnd: loadNow(),
      load: loadNow(),
    };
    rows.push(row);
    log(
      `  ${name.padEnd(28)} p50 ${row.p50Ms} ms  p95 ${row.p95Ms} ms  p99 ${row.p99Ms} ms  ${row.requests} requests  errors ${row.errors}  load ${row.load}`,
    );
  }
  await proc.stop();
  return { actors, organizations: 1, seedS, connections, durationS, rows };
}

/** Cursors spread over the keyspace: the first row at or after random instants, its cursor. */
async function cursorsAcross(get, order, sinceParam) {
  const out = [];
  for (let i = 0; i < CURSORS; i++) {
    const at = new Date(
      Date.now() - ((i + 0.5) / CURSORS) * SEED_DAYS * 86_400_000,
    );
    const { status, body } = await get(
      `/v1/actors?order=${order}&limit=1&${sinceParam}=${encodeURIComponent(at.toISOString())}`,
    );
    if (status !== 200)
      throw new Error(`list answered ${status} while collecting cursors`);
    if (body.nextCursor) out.push(body.nextCursor);
  }
  if (out.length === 0) throw new Error(`no ${order} cursor collected`);
  return out;
}

/**
 * `connections` loops, each sending its next request when the previous one is answered, for
 * `durationS`: latency from send to the whole body read. Bounded in time; a request that takes
 * longer than 10 s counts as an error.
 */
async function closedLoop(get, path, { durationS, connections }) {
  const latencies = [];
  let errors = 0;
  const until = Date.now() + durationS * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        const started = performance.now();
        const { status } = await get(path());
        const ms = performance.now() - started;
        if (status === 200) latencies.push(ms);
        else errors++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    latencies.length === 0
      ? null
      : Math.round(
          latencies[
            Math.min(latencies.length - 1, Math.floor(q * latencies.length))
          ] * 10,
        ) / 10;
  return {
    requests: latencies.length + errors,
    errors,
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    p99Ms: at(0.99),
  };
}

/** One GET with a time limit held in a timer we clear (never an unreferenced AbortSignal.timeout). */
async function timedGet(url, key) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 10_000);
  try {
    const res = await fetch(url, {
      headers: { authorization: `Bearer ${key}` },
      signal: controller.signal,
    });
    const body = await res.json();
    return { status: res.status, body };
  } catch {
    return { status: 0, body: null };
  } finally {
    clearTimeout(timer);
  }
}
