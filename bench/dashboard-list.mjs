// How fast the dashboard's signups list answers with 100,000 actors in one organization: the
// built service (`node dist/src/main.js`) on a seeded SQLite file and, when BENCH_DATABASE_URL
// names a PostgreSQL server, a seeded throwaway database there too. A signed-in client asks for
// each list view BENCH_LIST_RUNS times, one request at a time, over loopback; the figures are
// whole requests (query, count, rendering): median, 95th percentile and slowest. The count stops
// at 1,000 ("1,000+"), so a page never costs more than what it shows. On PostgreSQL selective
// search is served by trigram indexes (pg_trgm, migration 1766700000000); the target is a p95
// under 150 ms at 100,000 actors for every view. Everything created is removed.
//   npm run bench:dashboard       (results in bench/results/dashboard-list.md)
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';

const ACTORS = Number(process.env.BENCH_LIST_ACTORS ?? 100_000);
const RUNS = Number(process.env.BENCH_LIST_RUNS ?? 20);
const ADMIN = join(process.cwd(), 'dist/src/cli/admin.js');
const MAIN = join(process.cwd(), 'dist/src/main.js');
const BATCH = 1000;

const COMPANIES = [
  'Acme Analytics',
  'Globex',
  'Initech',
  'Umbrella Health',
  'Hooli',
  'Stark Industries',
  'Wayne Enterprises',
  'Vandelay Imports',
];
const TITLES = [
  'Head of Growth',
  'VP Engineering',
  'Founder',
  'Product Manager',
  'Data Analyst',
  'CTO',
  'Marketing Lead',
];
const STATUSES = [
  ...Array(90).fill('enriched'),
  ...Array(4).fill('failed'),
  ...Array(3).fill('pending'),
  ...Array(3).fill('rejected'),
];

/** One actor row as the service stores it, with an enrichment of realistic size (about 2 KB). */
function actorRow(orgId, n, start) {
  const company = COMPANIES[n % COMPANIES.length];
  const title = TITLES[n % TITLES.length];
  const status = STATUSES[n % STATUSES.length];
  const enriched = status === 'enriched';
  const at = new Date(start + n * 1000).toISOString();
  const cite = (tool) => ({
    url: `https://${company.toLowerCase().replaceAll(' ', '')}.test/`,
    tool,
    retrievedAt: at,
  });
  const enrichment = enriched
    ? {
        fullName: `Person ${n}`,
        title,
        companyName: company,
        companyDomain: `${company.toLowerCase().replaceAll(' ', '')}.test`,
        companyDescription: `${company} helps teams do things better. `.repeat(
          4,
        ),
        industry: 'Software',
        employeeCount: 50 + (n % 900),
        techStack: ['Stripe', 'Segment', 'HubSpot', 'Google Workspace'],
        citations: Object.fromEntries(
          [
            'fullName',
            'title',
            'companyName',
            'companyDomain',
            'companyDescription',
            'industry',
            'employeeCount',
            'techStack',
          ].map((k) => [k, cite(k === 'title' ? 'gravatar' : 'website')]),
        ),
        sources: ['email', 'dns', 'website', 'gravatar'],
        confidence: 0.8,
        enrichedAt: at,
      }
    : null;
  return {
    id: randomUUID(),
    organizationId: orgId,
    email: `person${n}@${company.toLowerCase().replaceAll(' ', '')}.test`,
    name: n % 3 === 0 ? null : `Person ${n}`,
    source: 'signup',
    status,
    enrichment: enrichment && JSON.stringify(enrichment),
    intelligence: enriched
      ? JSON.stringify({
          summary: `Person ${n} works at ${company} as ${title}.`,
          highlights: ['a', 'b'],
        })
      : null,
    title: enriched ? title : null,
    companyName: enriched ? company : null,
    score: enriched ? n % 101 : null,
    scoringStatus: enriched ? 'scored' : 'skipped',
    createdAt: at,
    updatedAt: at,
  };
}
const COLUMNS = [
  'id',
  'organizationId',
  'email',
  'name',
  'source',
  'status',
  'enrichment',
  'intelligence',
  'title',
  'companyName',
  'score',
  'scoringStatus',
  'createdAt',
  'updatedAt',
];

function admin(args, env) {
  return JSON.parse(
    execFileSync(process.execPath, [ADMIN, ...args], {
      env: { PATH: process.env.PATH, ENV_FILE: '/dev/null', ...env },
    }).toString(),
  );
}

function seedSqlite(path, orgId) {
  const db = new Database(path);
  const insert = db.prepare(
    `INSERT INTO "actors" (${COLUMNS.map((c) => `"${c}"`).join(',')}) VALUES (${COLUMNS.map(() => '?').join(',')})`,
  );
  const start = Date.now() - ACTORS * 1000;
  const many = db.transaction((rows) =>
    rows.forEach((r) => insert.run(...COLUMNS.map((c) => r[c]))),
  );
  for (let n = 0; n < ACTORS; n += BATCH)
    many(
      Array.from({ length: Math.min(BATCH, ACTORS - n) }, (_, i) =>
        actorRow(orgId, n + i, start),
      ),
    );
  db.pragma('optimize');
  db.close();
}

async function seedPostgres(url, orgId) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const start = Date.now() - ACTORS * 1000;
  for (let n = 0; n < ACTORS; n += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, ACTORS - n) }, (_, i) =>
      actorRow(orgId, n + i, start),
    );
    const values = [];
    const tuples = rows.map(
      (r, i) =>
        `(${COLUMNS.map((c, j) => {
          values.push(r[c]);
          return `$${i * COLUMNS.length + j + 1}`;
        }).join(',')})`,
    );
    await client.query(
      `INSERT INTO "actors" (${COLUMNS.map((c) => `"${c}"`).join(',')}) VALUES ${tuples.join(',')}`,
      values,
    );
  }
  // As autovacuum leaves a table after a bulk load: statistics and the visibility map that
  // index-only scans rely on.
  await client.query('VACUUM ANALYZE "actors"');
  await client.end();
}

async function startService(env, port) {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH,
      ENV_FILE: '/dev/null',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Up to 60 s: on a loaded machine the first start (migrations included) takes a while.
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the service did not start');
}

async function signIn(base, email, password) {
  const form = await fetch(`${base}/dashboard/sign-in`);
  const cookie = form.headers.getSetCookie()[0].split(';')[0];
  const csrf = /name="_csrf" value="([^"]+)"/.exec(await form.text())[1];
  const res = await fetch(`${base}/dashboard/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams({ _csrf: csrf, email, password }).toString(),
  });
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith('dashboard_session='))
    .split(';')[0];
}

const LAST_PAGE = Math.ceil(ACTORS / 25);
const FIRST_UNSCORED_PAGE = Math.ceil((ACTORS * 0.9) / 25) + 1;
const VIEWS = [
  ['newest first, page 1', ''],
  [
    `newest first, page ${LAST_PAGE.toLocaleString('en-US')} (the last)`,
    `?page=${LAST_PAGE}`,
  ],
  ['by score, highest first, page 1', '?sort=score-high'],
  [
    `by score, page ${FIRST_UNSCORED_PAGE.toLocaleString('en-US')} (past the scored)`,
    `?sort=score-high&page=${FIRST_UNSCORED_PAGE}`,
  ],
  ['status failed', '?status=failed'],
  ['score 80–100', '?min=80&max=100'],
  ['search, common ("acme")', '?q=acme'],
  ['search, one person ("person77777@")', '?q=person77777%40'],
  ['search, no match', '?q=nobody-at-all'],
];

async function measureViews(base, cookie) {
  const results = [];
  for (const [label, query] of VIEWS) {
    const times = [];
    let bytes = 0;
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const res = await fetch(`${base}/dashboard/signups${query}`, {
        headers: { cookie },
      });
      bytes = (await res.text()).length;
      if (res.status !== 200) throw new Error(`${label}: ${res.status}`);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    results.push({
      label,
      median: times[Math.floor(times.length / 2)],
      p95: times[Math.ceil(times.length * 0.95) - 1],
      max: times.at(-1),
      bytes,
    });
  }
  return results;
}

async function suite(name, env, seed, port) {
  const org = admin(['org:create', '--name', 'Bench'], env);
  const user = admin(
    [
      'user:create',
      '--org',
      org.id,
      '--email',
      'bench@bench.test',
      '--role',
      'admin',
    ],
    env,
  );
  const seeding = performance.now();
  await seed(org.id);
  const seedMs = performance.now() - seeding;
  const child = await startService(env, port);
  try {
    const base = `http://127.0.0.1:${port}`;
    const cookie = await signIn(base, user.email, user.password);
    await measureViews(base, cookie); // warm-up: caches, JIT
    return { name, seedMs, views: await measureViews(base, cookie) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const dir = mkdtempSync(join(tmpdir(), 'bench-dashboard-'));
const suites = [];
let pgName = null;
const pgUrl = process.env.BENCH_DATABASE_URL;
try {
  const sqliteEnv = { SQLITE_PATH: join(dir, 'bench.sqlite') };
  suites.push(
    await suite(
      'SQLite (embedded)',
      sqliteEnv,
      async (orgId) => seedSqlite(sqliteEnv.SQLITE_PATH, orgId),
      39411,
    ),
  );
  if (pgUrl) {
    pgName = `bench_dashboard_${Date.now()}`;
    const adminClient = new pg.Client({ connectionString: pgUrl });
    await adminClient.connect();
    await adminClient.query(`CREATE DATABASE ${pgName}`);
    await adminClient.end();
    const url = new URL(pgUrl);
    url.pathname = `/${pgName}`;
    const pgEnv = { DATABASE_URL: url.toString() };
    suites.push(
      await suite(
        'PostgreSQL',
        pgEnv,
        (orgId) => seedPostgres(pgEnv.DATABASE_URL, orgId),
        39412,
      ),
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
  if (pgName) {
    const c = new pg.Client({ connectionString: pgUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`);
    await c.end();
  }
}

const lines = [
  '# Dashboard: the signups list with many actors',
  '',
  `${ACTORS.toLocaleString('en-US')} actors in one organization (90 % enriched with a ~2 KB enrichment, the rest pending, failed or rejected); ` +
    `each view requested ${RUNS} times after a warm-up, one at a time, by a signed-in client over loopback. ` +
    `Whole requests: the page query, its count (up to 1,000), and the HTML. Machine: ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} at the end (other work was running).`,
  '',
];
for (const s of suites) {
  lines.push(
    `## ${s.name}`,
    '',
    `Seeding took ${(s.seedMs / 1000).toFixed(1)} s.`,
    '',
    '| View | median ms | p95 ms | slowest ms | page KB |',
    '|---|---:|---:|---:|---:|',
  );
  for (const v of s.views)
    lines.push(
      `| ${v.label} | ${v.median.toFixed(1)} | ${v.p95.toFixed(1)} | ${v.max.toFixed(1)} | ${(v.bytes / 1024).toFixed(0)} |`,
    );
  lines.push('');
}
writeFileSync('bench/results/dashboard-list.md', lines.join('\n'));
console.log(lines.join('\n'));
