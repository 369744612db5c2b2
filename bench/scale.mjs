// `npm run bench:scale`: the service on PostgreSQL at 10,000 and at 1,000,000 actors (seeded by
// test/support/seed-actors.ts across 1,000 organizations, in a throwaway database), in one run:
// fetch and create latency at both sizes, the longest create stall while `db:migrate` applies the
// latest migrations to the big table, and an actor:import of 100,000 rows (peak RSS). Loopback
// only, every loop bounded, everything created removed at the end (also on failure or Ctrl-C).
// Settings: see bench/README.md ("At scale").
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { seedActors } from '../dist/test/support/seed-actors.js';
import {
  cleanRedisPrefix,
  closedToolsEnv,
  cpuMsOf,
  createPgDatabase,
  fetchWithin,
  freePort,
  issueOrgAndKey,
  killAllChildren,
  memoryOf,
  removeDir,
  ROOT,
  sleep,
  startProcess,
  tempDir,
  uniqueSuffix,
  waitForHttp,
} from './lib/infra.mjs';

const num = (name, fallback) => {
  const v = process.env[name];
  return v === undefined || v === '' ? fallback : Number(v);
};
const settings = {
  pgUrl:
    process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  redisUrl: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
  small: num('BENCH_SCALE_SMALL', 10_000),
  large: num('BENCH_SCALE_ACTORS', 1_000_000),
  organizations: num('BENCH_SCALE_ORGS', 1_000),
  durationS: num('BENCH_SCALE_DURATION_S', 10),
  connections: num('BENCH_SCALE_CONNECTIONS', 8),
  rounds: num('BENCH_SCALE_ROUNDS', 3),
  // Migrations at or after this timestamp are undone and applied again under a create loop.
  migrationsSince: num('BENCH_SCALE_MIGRATIONS_SINCE', 1766000000000),
  importRows: num('BENCH_SCALE_IMPORT_ROWS', 100_000),
  // The import creates row by row (56 rows/s at load 13–20): bounded, generously.
  importLimitS: num('BENCH_SCALE_IMPORT_LIMIT_S', 3600),
  steps: (process.env.BENCH_SCALE_STEPS ?? 'latency,migrate,import')
    .split(',')
    .map((s) => s.trim()),
};
const TARGETS = {
  latencyRatio: 1.1,
  migrationStallMs: 1000,
  importRssMb: 250,
};

const log = (line) => process.stdout.write(`${line}\n`);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = { settings, targets: TARGETS, at: new Date().toISOString() };

const id = uniqueSuffix();
const prefix = `bench-scale-${id}`;
const cleanups = [];
async function cleanup() {
  killAllChildren();
  for (const fn of cleanups.reverse()) await fn().catch(() => undefined);
}
process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));

async function main() {
  const db = await createPgDatabase(settings.pgUrl, `bench_scale_${id}`);
  cleanups.push(() => db.drop());
  cleanups.push(() => cleanRedisPrefix(settings.redisUrl, prefix));
  const env = {
    NODE_ENV: 'production',
    FIRST_RUN_BOOTSTRAP: 'false',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    RATE_LIMIT_ENABLED: 'false',
    DATABASE_URL: db.url,
    REDIS_URL: settings.redisUrl,
    REDIS_QUEUE_PREFIX: prefix,
    APP_ROLE: 'api',
    // Never research anything: every tool points at a closed loopback port.
    ...(await closedToolsEnv()),
  };
  const org = await issueOrgAndKey(env, 'bench scale');
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  cleanups.push(() => client.end());
  const query = async (sql, params) => (await client.query(sql, params)).rows;
  const seed = async (actors) => {
    const started = Date.now();
    await seedActors(query, {
      organizations: settings.organizations - 1,
      actors,
      rebuildIndexes: true,
      onProgress: (n) =>
        process.stdout.write(`\r  seeded ${n.toLocaleString('en')} actors`),
    });
    // Vacuumed too: otherwise autovacuum's pass over the fresh rows runs during the measurement.
    await query('VACUUM (ANALYZE)');
    log(`  (${((Date.now() - started) / 1000).toFixed(0)} s, load ${load()})`);
  };

  const service = await startService(env);
  cleanups.push(() => service.stop());
  const fetchIds = [];
  for (let n = 0; n < 200; n++)
    fetchIds.push(await createOne(service.url, org.key, `target${n}`));

  if (settings.steps.includes('latency')) {
    log(`\nlatency at ${settings.small.toLocaleString('en')} actors`);
    await seed(settings.small);
    const small = await measure(service, org.key, fetchIds);
    log(`\nlatency at ${settings.large.toLocaleString('en')} actors`);
    await seed(settings.large);
    const large = await measure(service, org.key, fetchIds);
    results.latency = { small, large };
    for (const scenario of Object.keys(small))
      for (const figure of ['p50Ms', 'p90Ms', 'cpuUsPerRequest']) {
        const ratio =
          Math.round(
            (large[scenario][figure] / small[scenario][figure]) * 100,
          ) / 100;
        (large[scenario].vsSmall ??= {})[figure] = ratio;
        log(
          `  ${scenario} ${figure}: ${small[scenario][figure]} → ${large[scenario][figure]} (×${ratio}, target ≤ ×${TARGETS.latencyRatio}: ${ratio <= TARGETS.latencyRatio ? 'met' : 'not met'})`,
        );
      }
  } else await seed(settings.large);

  if (settings.steps.includes('migrate'))
    results.migrate = await migrateUnderLoad(env, service, org.key);
  if (settings.steps.includes('import'))
    results.import = await importRows(env, org.orgId);

  const out = join(ROOT, 'bench/results/scale.json');
  writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  log(`\nwritten to ${out}`);
}

async function startService(env) {
  const port = await freePort();
  const proc = startProcess(['dist/src/main.js'], {
    env: { ...env, PORT: String(port) },
    label: 'service',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/health/ready`, proc);
  return { url, pid: proc.pid, stop: () => proc.stop() };
}

async function createOne(url, key, local) {
  const res = await fetchWithin(
    `${url}/v1/actors`,
    {
      method: 'POST',
      headers: {
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email: `${local}@bench.test`, source: 'bench' }),
    },
    10_000,
  );
  if (res.status !== 201 && res.status !== 200)
    throw new Error(`create answered ${res.status}`);
  return res.json().actorId;
}

/** fetch (one of 200 actors at random) and create-new, `rounds` times; medians. */
async function measure(service, key, fetchIds) {
  const scenarios = {
    fetch: {
      method: 'GET',
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            path: `/v1/actors/${fetchIds[Math.floor(Math.random() * fetchIds.length)]}`,
          }),
        },
      ],
    },
    'create-new': {
      method: 'POST',
      path: '/v1/actors',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `s[<id>]@bench.test`, source: 'bench' }),
      idReplacement: true,
    },
  };
  const rows = {};
  for (let round = 0; round < settings.rounds; round++)
    for (const [name, request] of Object.entries(scenarios)) {
      const cpuBefore = cpuMsOf(service.pid);
      const r = await new Promise((resolveRun, reject) =>
        autocannon(
          {
            url: `${service.url}${request.path ?? '/v1/actors'}`,
            connections: settings.connections,
            duration: settings.durationS,
            timeout: 10,
            ...request,
            headers: { ...request.headers, authorization: `Bearer ${key}` },
          },
          (err, res) => (err ? reject(err) : resolveRun(res)),
        ),
      );
      const cpuUs =
        ((cpuMsOf(service.pid) - cpuBefore) * 1000) /
        Math.max(1, r.requests.total);
      const row = {
        p50Ms: r.latency.p50,
        // autocannon reports p90 and p97.5, no p95.
        p90Ms: r.latency.p90,
        p97_5Ms: r.latency.p97_5,
        p99Ms: r.latency.p99,
        requestsPerSec: r.requests.average,
        cpuUsPerRequest: Math.round(cpuUs),
        non2xx: r.non2xx,
        load: load(),
      };
      (rows[name] ??= []).push(row);
      log(
        `  ${name.padEnd(10)} [${round + 1}/${settings.rounds}] p50 ${row.p50Ms} ms  p90 ${row.p90Ms} ms  p97.5 ${row.p97_5Ms} ms  p99 ${row.p99Ms} ms  ${row.requestsPerSec} req/s  cpu ${row.cpuUsPerRequest} µs/req  non-2xx ${row.non2xx}  load ${row.load}`,
      );
    }
  return Object.fromEntries(
    Object.entries(rows).map(([name, list]) => [
      name,
      {
        p50Ms: median(list.map((x) => x.p50Ms)),
        p90Ms: median(list.map((x) => x.p90Ms)),
        p97_5Ms: median(list.map((x) => x.p97_5Ms)),
        p99Ms: median(list.map((x) => x.p99Ms)),
        cpuUsPerRequest: median(list.map((x) => x.cpuUsPerRequest)),
        non2xx: list.reduce((a, x) => a + x.non2xx, 0),
        loads: list.map((x) => x.load),
      },
    ]),
  );
}

/**
 * Undoes the migrations since BENCH_SCALE_MIGRATIONS_SINCE on the big database, then runs
 * `db:migrate` while 4 create loops run: the longest create (from send to answer) during it is
 * the stall a deployment would cause. Creates answered with an error count separately (the
 * service's code expects the new schema, so it may refuse creates while a column is missing).
 */
async function migrateUnderLoad(env, service, key) {
  log('\nmigrations under a create loop');
  const { createDataSource } =
    await import('../dist/src/database/data-source.js');
  const { loadConfig } = await import('../dist/src/config/app-config.js');
  const ds = createDataSource(loadConfig(env).database);
  await ds.initialize();
  const latest = ds.migrations.filter(
    (m) => Number(/(\d{13})$/.exec(m.name)?.[1]) >= settings.migrationsSince,
  );
  try {
    for (let i = 0; i < latest.length; i++) await ds.undoLastMigration();
  } finally {
    await ds.destroy();
  }
  log(`  undone: ${latest.map((m) => m.name).join(', ')}`);
  let stop = false;
  let longestMs = 0;
  let creates = 0;
  let errors = 0;
  let n = 0;
  const loop = async () => {
    while (!stop) {
      const started = Date.now();
      try {
        await createOne(service.url, key, `migrate${n++}`);
        creates++;
      } catch {
        errors++;
      }
      longestMs = Math.max(longestMs, Date.now() - started);
    }
  };
  const loops = Array.from({ length: 4 }, loop);
  await sleep(1000);
  const before = longestMs;
  longestMs = 0;
  const started = Date.now();
  const migrate = await new Promise((resolveRun) => {
    const child = spawn(
      process.execPath,
      ['dist/src/cli/admin.js', 'db:migrate'],
      {
        cwd: ROOT,
        env: { PATH: process.env.PATH, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 600_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolveRun({ code, out: out.trim() });
    });
  });
  const migrateMs = Date.now() - started;
  await sleep(500);
  stop = true;
  await Promise.all(loops);
  const result = {
    migrations: latest.map((m) => m.name),
    migrateMs,
    longestCreateMs: longestMs,
    longestCreateBeforeMs: before,
    creates,
    errors,
    exitCode: migrate.code,
    load: load(),
  };
  log(
    `  db:migrate ${migrateMs} ms (exit ${migrate.code}); longest create during it ${longestMs} ms (before it ${before} ms; target ≤ ${TARGETS.migrationStallMs} ms: ${longestMs <= TARGETS.migrationStallMs ? 'met' : 'not met'}); ${creates} creates, ${errors} errors; load ${result.load}`,
  );
  if (migrate.code !== 0) log(migrate.out);
  return result;
}

/** actor:import of a generated CSV: peak RSS and duration (creates go through the quota too). */
async function importRows(env, orgId) {
  log(`\nactor:import of ${settings.importRows.toLocaleString('en')} rows`);
  const dir = tempDir('bench-scale-');
  cleanups.push(async () => removeDir(dir));
  const file = join(dir, 'actors.csv');
  const lines = ['email,name,source,metadata'];
  for (let i = 0; i < settings.importRows; i++)
    lines.push(
      `imported${i}@import.test,Imported ${i},import,"{""row"":${i}}"`,
    );
  writeFileSync(file, `${lines.join('\n')}\n`);
  const started = Date.now();
  const child = spawn(
    process.execPath,
    ['dist/src/cli/admin.js', 'actor:import', '--org', orgId, '--file', file],
    {
      cwd: ROOT,
      env: { PATH: process.env.PATH, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // Sampled here rather than with rssSampler: a process killed at the bound leaves no figures.
  let peakRssMb = 0;
  const sampleRss = () => {
    const m = memoryOf(child.pid);
    const mb = Math.max(m?.rssMb || 0, m?.hwmMb || 0);
    if (Number.isFinite(mb)) peakRssMb = Math.max(peakRssMb, mb);
  };
  const rssTimer = setInterval(sampleRss, 100);
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const code = await new Promise((resolveRun) => {
    const timer = setTimeout(
      () => child.kill('SIGKILL'),
      settings.importLimitS * 1000,
    );
    child.on('exit', (c) => {
      clearTimeout(timer);
      clearInterval(rssTimer);
      resolveRun(c);
    });
  });
  peakRssMb = Math.round(peakRssMb);
  const seconds = (Date.now() - started) / 1000;
  const result = {
    rows: settings.importRows,
    exitCode: code,
    seconds: Math.round(seconds),
    rowsPerSec: Math.round(settings.importRows / seconds),
    peakRssMb,
    output: out.trim().slice(-300),
    load: load(),
  };
  log(
    `  exit ${code}, ${result.seconds} s (${result.rowsPerSec} rows/s), peak RSS ${peakRssMb} MiB (target < ${TARGETS.importRssMb}: ${peakRssMb < TARGETS.importRssMb ? 'met' : 'not met'}); load ${result.load}\n  ${result.output}`,
  );
  return result;
}

main()
  .catch((err) => {
    process.exitCode = 1;
    log(`\nbench:scale failed: ${err.stack ?? err}`);
  })
  .finally(cleanup);
