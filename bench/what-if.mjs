// `npm run bench:what-if`: measures proposed fixes before anyone writes them. Each variant is a copy
// of the compiled service (dist/what-if/<name>) with a small textual patch applied to the compiled
// JavaScript; src/ is never touched. All variants run side by side on one PostgreSQL + Redis,
// scenario by scenario, so they see the same machine. A patch that no longer applies (the source
// changed) stops the run with the file and the text it looked for.
// Settings: WHATIF_DB (postgres | sqlite: the embedded default), WHATIF_VARIANTS (comma list,
// default all that apply), WHATIF_SYNC_COMMIT (on | off, PostgreSQL),
// BENCH_ROUNDS (3; medians are reported), BENCH_DURATION_S, BENCH_WARMUP_S, BENCH_CONNECTIONS, BENCH_SCENARIOS, BENCH_PG_URL, BENCH_REDIS_URL.
import {
  cpSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import {
  cleanRedisPrefix,
  createPgDatabase,
  freePort,
  issueOrgAndKey,
  killAllChildren,
  removeDir,
  ROOT,
  startProcess,
  tempDir,
  uniqueSuffix,
  waitForHttp,
} from './lib/infra.mjs';
import { combine, runScenarios, SCENARIOS, seedActor } from './lib/load.mjs';

const env = process.env;
const list = (v, fallback) =>
  (v ?? fallback)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** file (relative to dist/) -> [[exact text, replacement], …] */
const PATCHES = {
  // Logging: no AsyncLocalStorage context per request (the pino mixin then finds no request id).
  'no-als': {
    'src/common/http/request-id.middleware.js': [
      ['requestContext.run({ requestId }, next);', 'next();'],
    ],
  },
  // Logging: no access-log middleware (it is a no-op above LOG_LEVEL=info but still hooks 'finish').
  'no-access-log': {
    'src/common/common.module.js': [
      [
        '.apply(requestIdMiddleware, accessLogMiddleware(this.logger))',
        '.apply(requestIdMiddleware)',
      ],
    ],
  },
  // ORM: fetch with one hand-written SELECT (PostgreSQL only) instead of Repository.findOneBy.
  'raw-fetch': {
    'src/modules/actors/actors.service.js': [
      [
        `await this.actors.findOneBy({
                id: actorId.toLowerCase(),
                organizationId,
            })`,
        `(await this.actors.query('SELECT * FROM "actors" WHERE "id" = $1 AND "organizationId" = $2', [actorId.toLowerCase(), organizationId]))[0]`,
      ],
    ],
  },
  // Round trips: INSERT … RETURNING (no re-select for a new actor) and the quota check in one
  // statement (no separate SELECT of the organization): create-new 4 queries -> 2.
  'lean-create': {
    'src/modules/actors/actors.service.js': [
      [
        `await this.actors
            .createQueryBuilder()
            .insert()
            .into(Actor)
            .values({
            id: candidateId,
            organizationId,
            email,
            name: dto.name ?? null,
            source: dto.source ?? null,
            // The query builder's deep-partial typing can't express a JSON column; the value is plain JSON.
            metadata: (dto.metadata ?? null),
            status: 'pending',
            scoringStatus: 'pending',
            createdAt: now,
            updatedAt: now,
        })
            .orIgnore()
            .updateEntity(false)
            .execute();
        const row = await this.actors.findOne({
            where: { organizationId, email },
            select: { id: true },
        });`,
        `const inserted = await this.actors.query(\`INSERT INTO "actors" ("id", "organizationId", "email", "name", "source", "metadata", "status", "scoringStatus", "createdAt", "updatedAt")
            VALUES ($1, $2, $3, $4, $5, $6, 'pending', 'pending', $7, $7) ON CONFLICT ("organizationId", "email") DO NOTHING RETURNING "id"\`,
            [candidateId, organizationId, email, dto.name ?? null, dto.source ?? null, dto.metadata === undefined ? null : JSON.stringify(dto.metadata), now]);
        const row = inserted.length ? inserted[0] : (await this.actors.query('SELECT "id" FROM "actors" WHERE "organizationId" = $1 AND "email" = $2', [organizationId, email]))[0];`,
      ],
    ],
    'src/modules/actors/enrichment-quota.service.js': [
      [
        `const [org] = await this.query('SELECT "monthlyQuota" FROM "organizations" WHERE "id" = :organizationId', { organizationId });
        const quota = org?.monthlyQuota ?? null;
        if (quota !== null && quota <= 0)
            return false;
        const underQuota = quota === null ? '' : 'WHERE "quota_usage"."used" < :quota';
        const rows = await this.query(\`INSERT INTO "quota_usage" ("organizationId", "month", "used") VALUES (:organizationId, :month, 1)
       ON CONFLICT ("organizationId", "month") DO UPDATE SET "used" = "quota_usage"."used" + 1 \${underQuota}
       RETURNING "used"\`, { organizationId, month: quotaMonth(at), quota });`,
        `const rows = await this.dataSource.query(\`INSERT INTO "quota_usage" ("organizationId", "month", "used")
         SELECT o."id", $2, 1 FROM "organizations" o WHERE o."id" = $1 AND (o."monthlyQuota" IS NULL OR o."monthlyQuota" > 0)
         ON CONFLICT ("organizationId", "month") DO UPDATE SET "used" = "quota_usage"."used" + 1
         WHERE "quota_usage"."used" < COALESCE((SELECT "monthlyQuota" FROM "organizations" WHERE "id" = $1), 2147483647)
         RETURNING "used"\`, [organizationId, quotaMonth(at)]);`,
      ],
    ],
  },
  // SQLite: WAL with synchronous=NORMAL (fsync at checkpoints, not at every commit; a power loss
  // can lose the last commits, an application crash cannot).
  'sqlite-sync-normal': {
    'src/database/data-source.js': [
      [
        "sqlite.pragma('busy_timeout = 5000');",
        "sqlite.pragma('busy_timeout = 5000'); sqlite.pragma('synchronous = NORMAL');",
      ],
    ],
  },
  // Upper bound only (breaks quotas): no per-organization counter row on the request path.
  'no-quota': {
    'src/modules/actors/enrichment-quota.service.js': [
      [
        'async admit(organizationId, at) {',
        'async admit(organizationId, at) { return true;',
      ],
    ],
  },
};
PATCHES.combined = mergePatches(
  'no-als',
  'no-access-log',
  'raw-fetch',
  'lean-create',
);

function mergePatches(...names) {
  const out = {};
  for (const name of names)
    for (const [file, edits] of Object.entries(PATCHES[name]))
      out[file] = [...(out[file] ?? []), ...edits];
  return out;
}

/** dist/what-if/<name>: a copy of the compiled service with the variant's edits applied. */
function buildVariant(name) {
  const dir = join(ROOT, 'dist/what-if', name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const part of ['src', 'libs'])
    cpSync(join(ROOT, 'dist', part), join(dir, part), { recursive: true });
  for (const [file, edits] of Object.entries(PATCHES[name] ?? {})) {
    const path = join(dir, file);
    let text = readFileSync(path, 'utf8');
    for (const [from, to] of edits) {
      if (!text.includes(from))
        throw new Error(
          `what-if ${name}: ${file} no longer contains:\n${from}\n(rebuild, or update the patch)`,
        );
      text = text.replace(from, () => to);
    }
    writeFileSync(path, text);
  }
  return join(dir, 'src/main.js');
}

const dialect = env.WHATIF_DB === 'sqlite' ? 'sqlite' : 'postgres';
// Raw SQL in these patches is PostgreSQL's; the pragma is SQLite's.
const ONLY = {
  'raw-fetch': 'postgres',
  'lean-create': 'postgres',
  combined: 'postgres',
  'sqlite-sync-normal': 'sqlite',
};
const variants = list(
  env.WHATIF_VARIANTS,
  ['as-is', ...Object.keys(PATCHES)]
    .filter((v) => (ONLY[v] ?? dialect) === dialect)
    .join(','),
);
const settings = {
  durationS: Number(env.BENCH_DURATION_S ?? 5),
  warmupS: Number(env.BENCH_WARMUP_S ?? 2),
  connections: Number(env.BENCH_CONNECTIONS ?? 32),
  rounds: Number(env.BENCH_ROUNDS ?? 3),
  scenarios: list(env.BENCH_SCENARIOS, SCENARIOS.join(',')),
};
const pgUrl = env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const suffix = uniqueSuffix();
const prefix = `whatif-${suffix}`;
const dbName = `bench_whatif_${suffix}`;

const db =
  dialect === 'postgres' ? await createPgDatabase(pgUrl, dbName) : null;
const sqliteDir = dialect === 'sqlite' ? tempDir('bench-whatif-') : null;
const targets = [];
try {
  if (db && env.WHATIF_SYNC_COMMIT === 'off') {
    const c = new Client({ connectionString: pgUrl });
    await c.connect();
    await c.query(`ALTER DATABASE "${dbName}" SET synchronous_commit = off`);
    await c.end();
  }
  const closed = await freePort();
  const serviceEnv = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    RATE_LIMIT_ENABLED: 'false',
    ...(db
      ? {
          APP_ROLE: 'api',
          DATABASE_URL: db.url,
          REDIS_URL: redisUrl,
          REDIS_QUEUE_PREFIX: prefix,
        }
      : {}),
    // Embedded (APP_ROLE=all): research tools fail at once against a closed loopback port.
    ENRICHMENT_DNS_SERVERS: `127.0.0.1:${closed}`,
    GITHUB_API_URL: `http://127.0.0.1:${closed}`,
    GRAVATAR_API_URL: `http://127.0.0.1:${closed}`,
    ENRICHMENT_TOOL_TIMEOUT_MS: '1000',
  };
  // PostgreSQL (APP_ROLE=api): all variants run at once and take turns per scenario. Embedded
  // (APP_ROLE=all): one variant at a time, started fresh each round, because each one enriches
  // the actors its create-new made in the background and must not disturb the others.
  const startVariant = async (name, key, round) => {
    const main = buildVariant(name);
    const port = await freePort();
    const proc = startProcess([main], {
      env: { ...serviceEnvFor(name, round), PORT: String(port) },
      label: name,
    });
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHttp(`${baseUrl}/health/ready`, proc);
    const dupEmail = `dup.${name}@bench.test`;
    return {
      label: name,
      baseUrl,
      key,
      domain: `${name}.r${round}.bench.test`,
      dupEmail,
      actorId: await seedActor(baseUrl, key, dupEmail),
      pid: proc.pid,
      stop: () => proc.stop(),
    };
  };
  const serviceEnvFor = (name, round) =>
    sqliteDir
      ? {
          ...serviceEnv,
          SQLITE_PATH: join(sqliteDir, `${name}-${round}.sqlite`),
        }
      : serviceEnv;
  console.log(
    `what-if on ${dialect}: ${variants.join(', ')}` +
      (db ? `; synchronous_commit ${env.WHATIF_SYNC_COMMIT ?? 'on'}` : ''),
  );
  const rows = new Map(variants.map((v) => [v, {}]));
  const collect = (name, run) => {
    for (const [scenario, r] of Object.entries(run.scenarios))
      (rows.get(name)[scenario] ??= []).push(r);
  };
  if (db) {
    const { key } = await issueOrgAndKey(serviceEnv, 'what-if');
    for (const name of variants) targets.push(await startVariant(name, key, 0));
    const runs = await runScenarios(targets, settings);
    for (const [i, t] of targets.entries()) collect(t.label, runs[i]);
  } else {
    for (let round = 0; round < settings.rounds; round++) {
      for (const name of variants) {
        const { key } = await issueOrgAndKey(
          serviceEnvFor(name, round),
          `what-if ${name}`,
        );
        const target = await startVariant(name, key, round);
        targets.push(target);
        const [run] = await runScenarios([target], {
          ...settings,
          rounds: 1,
        });
        collect(name, run);
        await target.stop();
        targets.pop();
      }
    }
  }
  console.log(
    '\n| variant | scenario | req/s | p50 ms | p99 ms | CPU µs/req | event-loop CPU µs/req | non-2xx |',
  );
  console.log('|---|---|--:|--:|--:|--:|--:|--:|');
  for (const s of settings.scenarios)
    for (const name of variants) {
      const r = combine(rows.get(name)[s].flat());
      console.log(
        `| ${name} | ${s} | ${r.requestsPerSec} | ${r.latencyP50Ms} | ${r.latencyP99Ms} | ${r.cpuUsPerRequest} | ${r.loopCpuUsPerRequest} | ${r.non2xx} |`,
      );
    }
} catch (err) {
  process.exitCode = 1;
  console.error(err);
} finally {
  for (const t of targets) await t.stop();
  killAllChildren();
  if (db) {
    await db.drop();
    await cleanRedisPrefix(redisUrl, prefix);
  }
  if (sqliteDir) removeDir(sqliteDir);
  rmSync(join(ROOT, 'dist/what-if'), { recursive: true, force: true });
}
