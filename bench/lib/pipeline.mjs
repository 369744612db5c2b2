// Pipeline throughput: N actors whose research tools answer from local fixture servers with a fixed
// latency, run through the real service's worker at several concurrencies, on Bull (PostgreSQL +
// Redis) and in-process (the embedded SQLite default).
import Database from 'better-sqlite3';
import { Pool } from 'pg';
import { startDnsServer } from '../../dist/test/support/fixtures/dns-server.js';
import {
  ACME_DNS_ZONE,
  ACME_DOMAIN,
  ACME_HTTP_FIXTURES,
  HANG_HOST,
} from '../../dist/test/support/fixtures/fixture-data.js';
import { startHttpFixtures } from '../../dist/test/support/fixtures/http-fixtures.js';
import { loadNow, othersMeter } from './quiet.mjs';
import {
  fetchWithin,
  freePort,
  issueOrgAndKey,
  rssSampler,
  sleep,
  startProcess,
  waitForHttp,
} from './infra.mjs';

/** DNS for `hang.test` never answers in time: every tool needing it runs into its timeout. */
const HANG_DNS_DELAY_MS = 60_000;
const PROBES_PER_RUN = 2;

export async function startPipelineWorld(latencyMs) {
  const www = `www.${ACME_DOMAIN}`;
  const dns = await startDnsServer(ACME_DNS_ZONE, {
    delays: {
      [ACME_DOMAIN]: latencyMs,
      [www]: latencyMs,
      [HANG_HOST]: HANG_DNS_DELAY_MS,
    },
  });
  const http = await startHttpFixtures({
    ...ACME_HTTP_FIXTURES,
    latencyMs,
    hangHosts: [HANG_HOST],
  });
  const closedPort = await freePort();
  return {
    env: {
      ENRICHMENT_DNS_SERVERS: dns.address,
      GITHUB_API_URL: http.githubBaseUrl,
      GRAVATAR_API_URL: http.gravatarBaseUrl,
      ENRICHMENT_WEBSITE_HTTP_PORT: String(http.port),
      ENRICHMENT_WEBSITE_HTTPS_PORT: String(closedPort),
      ENRICHMENT_ALLOW_PRIVATE_NETWORKS: 'true',
    },
    requests: () => http.requests.length,
    queries: () => dns.queries.length,
    async close() {
      await Promise.all([dns.close(), http.close()]);
    },
  };
}

/** TypeORM keeps SQLite datetimes as UTC text without a zone. */
const sqliteTime = (s) =>
  typeof s === 'number'
    ? s
    : Date.parse(
        /[zZ]|[+-]\d\d:?\d\d$/.test(s) ? s : `${s.replace(' ', 'T')}Z`,
      );

/**
 * When the actor reached its terminal state. Not updatedAt for enriched actors: scoring writes it
 * again afterwards, and on SQLite with whole seconds (TypeORM's CURRENT_TIMESTAMP for
 * @UpdateDateColumn), which can put it before the real finish. enrichedAt is set with the status.
 */
function withTerminalAt(row) {
  return {
    ...row,
    terminalAt: row.status === 'enriched' ? row.enrichedAt : row.updatedAt,
  };
}

/** Reads actor rows of one organization from whichever database the deployment uses. */
function actorReader(deployment) {
  if (deployment.database === 'postgres') {
    const pool = new Pool({
      connectionString: deployment.env.DATABASE_URL,
      max: 2,
    });
    return {
      async counts(orgId) {
        const { rows } = await pool.query(
          `SELECT count(*) FILTER (WHERE status IN ('enriched','failed','rejected'))::int AS terminal,
                  count(*)::int AS total
             FROM actors WHERE "organizationId" = $1`,
          [orgId],
        );
        return rows[0];
      },
      async rows(orgId) {
        const { rows } = await pool.query(
          `SELECT id, email, status, "createdAt", "updatedAt", "enrichedAt" FROM actors WHERE "organizationId" = $1`,
          [orgId],
        );
        return rows.map((r) =>
          withTerminalAt({
            ...r,
            createdAt: r.createdAt.getTime(),
            updatedAt: r.updatedAt.getTime(),
            enrichedAt: r.enrichedAt?.getTime() ?? null,
          }),
        );
      },
      close: () => pool.end(),
    };
  }
  const db = new Database(deployment.env.SQLITE_PATH, {
    readonly: true,
    fileMustExist: true,
  });
  db.pragma('busy_timeout = 5000');
  const countStmt = db.prepare(
    `SELECT sum(CASE WHEN status IN ('enriched','failed','rejected') THEN 1 ELSE 0 END) AS terminal,
            count(*) AS total FROM actors WHERE organizationId = ?`,
  );
  const rowsStmt = db.prepare(
    'SELECT id, email, status, createdAt, updatedAt, enrichedAt FROM actors WHERE organizationId = ?',
  );
  return {
    counts: async (orgId) => {
      const r = countStmt.get(orgId);
      return { terminal: r.terminal ?? 0, total: r.total };
    },
    rows: async (orgId) =>
      rowsStmt.all(orgId).map((r) =>
        withTerminalAt({
          ...r,
          createdAt: sqliteTime(r.createdAt),
          updatedAt: sqliteTime(r.updatedAt),
          enrichedAt: r.enrichedAt === null ? null : sqliteTime(r.enrichedAt),
        }),
      ),
    close: async () => db.close(),
  };
}

async function createActors(baseUrl, key, emails, inFlight = 16) {
  let next = 0;
  const failures = [];
  const worker = async () => {
    while (next < emails.length) {
      const email = emails[next++];
      try {
        const res = await fetchWithin(
          `${baseUrl}/v1/actors`,
          {
            method: 'POST',
            headers: {
              authorization: `Bearer ${key}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify({ email, source: 'bench-pipeline' }),
          },
          30_000,
        );
        if (res.status !== 201) failures.push(`HTTP ${res.status}`);
      } catch (err) {
        failures.push(String(err?.cause?.code ?? err?.cause ?? err));
      }
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return failures;
}

/** The largest number of [start, end] spans that overlap at one instant. */
function maxOverlap(spans) {
  const edges = spans
    .flatMap(([start, end]) => [
      [start, 1],
      [end, -1],
    ])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let open = 0;
  let max = 0;
  for (const [, delta] of edges) {
    open += delta;
    max = Math.max(max, open);
  }
  return max;
}

const percentile = (sorted, p) =>
  sorted.length
    ? sorted[
        Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
      ]
    : null;
const round = (n, d = 1) =>
  n === null ? null : Math.round(n * 10 ** d) / 10 ** d;

/**
 * One run: a fresh organization, a service process with ENRICHMENT_CONCURRENCY=`concurrency`,
 * `count` creates, then wait (bounded) until every actor is terminal; then the timeout probes.
 */
export async function runPipeline(
  deployment,
  world,
  { concurrency, count, toolTimeoutMs, tag, nodeArgs = [] },
) {
  const env = {
    ...deployment.env,
    ...world.env,
    APP_ROLE: 'all',
    LOG_LEVEL: 'info',
    RATE_LIMIT_ENABLED: 'false',
    ENRICHMENT_CONCURRENCY: String(concurrency),
    ENRICHMENT_TOOL_TIMEOUT_MS: String(toolTimeoutMs),
  };
  const { orgId, key } = await issueOrgAndKey(env, `pipeline ${tag}`);
  const port = await freePort();
  const runMs = [];
  const runSpans = [];
  const toolFailures = {};
  const proc = startProcess([...nodeArgs, 'dist/src/main.js'], {
    env: { ...env, PORT: String(port) },
    label: `service (${deployment.label}, c=${concurrency})`,
    onLine: (line) => {
      if (!line.startsWith('{')) return;
      let entry;
      try {
        entry = JSON.parse(line);
      } catch {
        return;
      }
      if (entry.msg === 'actor enriched' && typeof entry.ms === 'number') {
        runMs.push(entry.ms);
        const end = Date.parse(entry.time);
        if (Number.isFinite(end)) runSpans.push([end - entry.ms, end]);
      } else if (entry.msg === 'tool failed; continuing without it')
        toolFailures[entry.tool] = (toolFailures[entry.tool] ?? 0) + 1;
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const reader = actorReader(deployment);
  try {
    await waitForHttp(`${baseUrl}/health/ready`, proc);
    const rss = rssSampler(proc.pid);
    const loadStart = loadNow();
    const others = othersMeter();
    const emails = Array.from(
      { length: count },
      (_, i) => `person${i}.${tag}@${ACME_DOMAIN}`,
    );
    const started = Date.now();
    const createFailures = await createActors(baseUrl, key, emails);
    const createdIn = Date.now() - started;
    if (proc.child.exitCode !== null || proc.child.signalCode !== null)
      throw new Error(
        `service exited (${proc.child.exitCode ?? proc.child.signalCode}) during the creates:\n${proc.tail()}`,
      );
    // Bounded wait: every actor must be done well within this (tools answer in ~latency).
    const deadline =
      Date.now() +
      60_000 +
      Math.ceil(count / concurrency) * (toolTimeoutMs + 1000);
    let counts = await reader.counts(orgId);
    while (counts.terminal < counts.total && Date.now() < deadline) {
      await sleep(200);
      counts = await reader.counts(orgId);
    }
    const rows = await reader.rows(orgId);
    const terminal = rows.filter(
      (r) => r.status !== 'pending' && r.status !== 'enriching',
    );
    const ttt = terminal
      .map((r) => r.terminalAt - r.createdAt)
      .sort((a, b) => a - b);
    const first = Math.min(...rows.map((r) => r.createdAt));
    const last = Math.max(...terminal.map((r) => r.terminalAt));
    const byStatus = {};
    for (const r of rows) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
    // The batch's own runs and tool failures (log lines arrive a moment after the rows change);
    // the probes below log theirs too.
    await sleep(500);
    const batchToolFailures = { ...toolFailures };
    const batchRunMs = runMs.toSorted((a, b) => a - b);
    const observedConcurrency = maxOverlap(runSpans);

    // Timeout probes, on an idle worker: an actor at hang.test waits for tools that never answer.
    const probes = [];
    for (let i = 0; i < PROBES_PER_RUN; i++) {
      const probeEmail = `probe${i}.${tag}@${HANG_HOST}`;
      await createActors(baseUrl, key, [probeEmail], 1);
      const probeDeadline = Date.now() + toolTimeoutMs + 15_000;
      let probe;
      while (Date.now() < probeDeadline) {
        probe = (await reader.rows(orgId)).find((r) => r.email === probeEmail);
        if (probe && probe.status !== 'pending' && probe.status !== 'enriching')
          break;
        await sleep(20);
      }
      probes.push({
        status: probe?.status ?? 'missing',
        ms: probe ? probe.terminalAt - probe.createdAt : null,
      });
    }
    const probeLimitMs = toolTimeoutMs + 200;
    const result = {
      loadStart,
      loadEnd: loadNow(),
      othersCores: others.stop(),
      non2xx: createFailures.filter((f) => f.startsWith('HTTP ')).length,
      rateLimited: createFailures.filter((f) => f === 'HTTP 429').length,
      queue: deployment.queue,
      deployment: deployment.label,
      concurrency,
      actors: count,
      createFailures: createFailures.length,
      createFailureKinds: Object.fromEntries(
        [...new Set(createFailures)].map((k) => [
          k,
          createFailures.filter((f) => f === k).length,
        ]),
      ),
      createSeconds: round(createdIn / 1000, 2),
      terminal: terminal.length,
      byStatus,
      seconds: round((last - first) / 1000, 2),
      enrichmentsPerSec: round(terminal.length / ((last - first) / 1000)),
      timeToTerminalP50Ms: percentile(ttt, 50),
      timeToTerminalP95Ms: percentile(ttt, 95),
      runP50Ms: percentile(batchRunMs, 50),
      runP95Ms: percentile(batchRunMs, 95),
      runMaxMs: batchRunMs.at(-1) ?? null,
      probeRunMs: runMs.slice(batchRunMs.length),
      // Most enrichments running at one instant (from the log's end times and durations).
      observedConcurrency,
      toolFailures: batchToolFailures,
      timeoutProbe: {
        toolTimeoutMs,
        limitMs: probeLimitMs,
        probesMs: probes.map((p) => p.ms),
        statuses: probes.map((p) => p.status),
        ok: probes.every((p) => p.ms !== null && p.ms <= probeLimitMs),
      },
      peakRssMb: round(rss.stop()),
    };
    process.stdout.write(
      `  ${deployment.label.padEnd(22)} c=${String(concurrency).padEnd(3)} ${count} actors: ` +
        `${result.enrichmentsPerSec} enrichments/s, time-to-terminal p50 ${result.timeToTerminalP50Ms} ms ` +
        `p95 ${result.timeToTerminalP95Ms} ms, run p50 ${result.runP50Ms} p95 ${result.runP95Ms} max ${result.runMaxMs} ms, ` +
        `observed concurrency ${observedConcurrency}, ` +
        `timeout probe ${result.timeoutProbe.probesMs.join('/')} ms (limit ${probeLimitMs}) ` +
        `${result.timeoutProbe.ok ? 'ok' : 'TOO SLOW'}, rss ${result.peakRssMb} MB\n`,
    );
    return result;
  } finally {
    await proc.stop();
    await reader.close();
  }
}
