// How long each admin command takes from start to exit, as an operator runs it: the built CLI
// (`node dist/src/cli/admin.js`) as a fresh process each time, on a throwaway SQLite file and,
// when BENCH_DATABASE_URL names a PostgreSQL server, a throwaway database there too. Every loop
// is bounded (BENCH_CLI_RUNS runs per command); everything created is removed afterwards.
//   npm run bench:cli            (results in bench/results/cli.md)
import { execFile, execFileSync } from 'node:child_process';
import { runNpmStartUntilServing } from './lib/npm-start.mjs';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir, cpus } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
const ADMIN = join(process.cwd(), 'dist/src/cli/admin.js');
const RUNS = Number(process.env.BENCH_CLI_RUNS ?? 7);
const BUDGET_MS = 1500;

async function timed(args, env) {
  const started = performance.now();
  const { stdout } = await run(process.execPath, [ADMIN, ...args], {
    env: { PATH: process.env.PATH, ENV_FILE: '/dev/null', ...env },
    timeout: 30_000,
  });
  return { ms: performance.now() - started, stdout };
}

async function measure(label, env, makeArgs) {
  const times = [];
  for (let i = 0; i < RUNS; i++) times.push((await timed(makeArgs(i), env)).ms);
  times.sort((a, b) => a - b);
  return {
    label,
    median: times[Math.floor(times.length / 2)],
    max: times[times.length - 1],
  };
}

async function suite(name, env, dir) {
  const json = async (args) => JSON.parse((await timed(args, env)).stdout);
  await timed(['db:migrate'], env); // the first run migrates; it is not what is measured
  const org = await json(['org:create', '--name', 'Bench']);
  const icp = join(dir, 'icp.json');
  writeFileSync(
    icp,
    JSON.stringify({
      name: 'Bench',
      rules: [
        {
          id: 'r',
          dimension: 'd',
          field: 'isFreeEmail',
          op: 'eq',
          value: false,
          weight: 1,
        },
      ],
    }),
  );
  const csvOf = (count) => {
    const path = join(dir, `import-${count}.csv`);
    const rows = Array.from(
      { length: count },
      (_, n) => `u${n}@bench.test,U ${n}`,
    );
    writeFileSync(path, ['email,name', ...rows].join('\n'));
    return path;
  };
  const csv = csvOf(10);
  const keys = [];
  const rows = [
    await measure('--help', env, () => ['--help']),
    await measure('setup (first run)', env, (i) => [
      'setup',
      '--org',
      `Setup ${i}`,
      '--admin-email',
      `ops${i}@setup.test`,
    ]),
    await measure('setup (again: creates nothing)', env, () => [
      'setup',
      '--org',
      'Setup 0',
      '--admin-email',
      'ops0@setup.test',
    ]),
    await measure('org:create', env, (i) => [
      'org:create',
      '--name',
      `Bench ${i}`,
    ]),
    await measure('org:list', env, () => ['org:list']),
    await measure('org:update', env, () => [
      'org:update',
      '--id',
      org.id,
      '--quota',
      '1000',
    ]),
    await measure('key:issue', env, () => ['key:issue', '--org', org.id]),
    await measure('key:list', env, () => ['key:list', '--org', org.id]),
    await measure('icp:set', env, () => [
      'icp:set',
      '--org',
      org.id,
      '--file',
      icp,
    ]),
    await measure('icp:show', env, () => ['icp:show', '--org', org.id]),
    await measure('icp:clear', env, () => ['icp:clear', '--org', org.id]),
    await measure('actor:import (10 rows)', env, () => [
      'actor:import',
      '--org',
      org.id,
      '--file',
      csv,
    ]),
    await measure('actor:show', env, () => [
      'actor:show',
      '--org',
      org.id,
      '--email',
      'u7@bench.test',
    ]),
    await measure('db:migrate', env, () => ['db:migrate']),
  ];
  for (const k of await json(['key:list', '--org', org.id])) keys.push(k.id);
  rows.push(
    await measure('key:revoke', env, (i) => [
      'key:revoke',
      '--id',
      keys[i % keys.length],
    ]),
  );
  rows.push(...(await webhookRows(env, org.id)));
  // Throughput, not start-up: a backfill's time grows with its rows (one create after another,
  // in file order, so that the quota admits the first rows).
  const backfill = await json(['org:create', '--name', 'Backfill']);
  const big = await timed(
    ['actor:import', '--org', backfill.id, '--file', csvOf(1000)],
    env,
  );
  return { name, rows, importRowsPerSecond: 1000 / (big.ms / 1000) };
}

/**
 * The webhook commands. Registration only vets the URL's address (a loopback one, allowed here):
 * no service runs, so nothing is ever sent to it. webhook:replay is left out: it needs a
 * delivery, and deliveries are made by the running service's dispatcher.
 */
async function webhookRows(env, orgId) {
  const hooks = {
    ...env,
    WEBHOOK_SECRETS_KEY: randomBytes(32).toString('base64'),
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
  };
  const added = [];
  const rows = [
    await measure('webhook:add', hooks, (i) => [
      'webhook:add',
      '--org',
      orgId,
      '--url',
      `http://127.0.0.1:9/bench-hook-${i}`,
    ]),
    await measure('webhook:list', hooks, () => [
      'webhook:list',
      '--org',
      orgId,
    ]),
  ];
  const list = await timed(['webhook:list', '--org', orgId], hooks);
  for (const e of JSON.parse(list.stdout)) added.push(e.id);
  rows.push(
    await measure('webhook:rotate-secret', hooks, (i) => [
      'webhook:rotate-secret',
      '--id',
      added[i % added.length],
    ]),
    await measure('webhook:deliveries', hooks, (i) => [
      'webhook:deliveries',
      '--id',
      added[i % added.length],
    ]),
    await measure('webhook:remove', hooks, (i) => [
      'webhook:remove',
      '--id',
      added[i % added.length],
    ]),
  );
  return rows;
}

function npmAdminMs(env) {
  // Through npm, as docs/cli.md shows it; the build is current, so nothing is rebuilt.
  const started = performance.now();
  execFileSync('npm', ['run', '-s', 'admin', '--', 'org:list'], {
    env: { ...process.env, ENV_FILE: '/dev/null', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return performance.now() - started;
}

const dir = mkdtempSync(join(tmpdir(), 'bench-cli-'));
let pgDb = null;
const admin = process.env.BENCH_DATABASE_URL
  ? new pg.Client(process.env.BENCH_DATABASE_URL)
  : null;
try {
  const sqliteEnv = { SQLITE_PATH: join(dir, 'bench.sqlite') };
  const load = loadavg()[0];
  const suites = [await suite('SQLite', sqliteEnv, dir)];
  const viaNpm = npmAdminMs(sqliteEnv);
  // The first admin command after `npm start`, as the README has a newcomer run them: a source
  // newer than the last build (as after a pull), `npm start` until it serves, stopped, then
  // `npm run -s admin -- org:list`. `npm start`'s build stamps, so the command builds nothing.
  const now = new Date();
  utimesSync('src/main.ts', now, now);
  await runNpmStartUntilServing(sqliteEnv);
  const afterStart = npmAdminMs(sqliteEnv);
  if (admin) {
    await admin.connect();
    pgDb = `bench_cli_${process.pid}`;
    await admin.query(`CREATE DATABASE ${pgDb}`);
    const url = new URL(process.env.BENCH_DATABASE_URL);
    url.pathname = `/${pgDb}`;
    suites.push(
      await suite('PostgreSQL', { DATABASE_URL: url.toString() }, dir),
    );
  }
  const fmt = (ms) => `${Math.round(ms)}`;
  const lines = [
    '# Admin CLI: time per command',
    '',
    `${new Date().toISOString()}, Node ${process.version}, ${cpus().length} cores, load average ${load.toFixed(2)} at the start; ${RUNS} runs per command, each a fresh process from start to exit. Budget: ${BUDGET_MS} ms.`,
    '',
    `| command | ${suites.map((s) => `${s.name} median ms | ${s.name} max ms`).join(' | ')} |`,
    `|---|${suites.map(() => '---:|---:').join('|')}|`,
    ...suites[0].rows.map(
      (row, i) =>
        `| ${row.label} | ${suites
          .map(
            (s) =>
              `${fmt(s.rows[i].median)}${s.rows[i].median > BUDGET_MS ? ' ⚠' : ''} | ${fmt(s.rows[i].max)}`,
          )
          .join(' | ')} |`,
    ),
    '',
    `\`npm run -s admin -- org:list\` with a current build (SQLite): ${fmt(viaNpm)} ms, npm's own start included.`,
    '',
    `The same, first after \`npm start\` (a source changed before it, so \`npm start\` built): ${fmt(afterStart)} ms${afterStart > BUDGET_MS ? ' ⚠' : ''}.`,
    '',
    `actor:import of 1000 new rows: ${suites.map((s) => `${s.name} ${Math.round(s.importRowsPerSecond)} rows/s`).join(', ')} (start-up included).`,
    '',
  ];
  const text = lines.join('\n');
  process.stdout.write(text);
  writeFileSync('bench/results/cli.md', text);
  const over = suites
    .flatMap((s) =>
      s.rows
        .filter((r) => r.median > BUDGET_MS)
        .map((r) => `${s.name} ${r.label}`),
    )
    .concat(
      afterStart > BUDGET_MS ? ['the first command after npm start'] : [],
    );
  if (over.length) {
    process.stderr.write(`over budget: ${over.join(', ')}\n`);
    process.exitCode = 1;
  }
} finally {
  if (admin) {
    if (pgDb)
      await admin
        .query(`DROP DATABASE IF EXISTS ${pgDb} WITH (FORCE)`)
        .catch(() => undefined);
    await admin.end().catch(() => undefined);
  }
  rmSync(dir, { recursive: true, force: true });
}
