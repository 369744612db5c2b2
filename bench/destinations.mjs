// `npm run bench:destinations` (issue 32): a burst of signups synced to a loopback HubSpot by the
// service on the embedded default (and on PostgreSQL + Redis when BENCH_PG_URL / BENCH_REDIS_URL
// are reachable, unless BENCH_DESTINATIONS_DEPLOYMENTS says otherwise). Reports the CRM requests
// per signup (by object type) and the lag from each actor's enrichment to its contact's upsert
// arriving at HubSpot (p50, p95, max), with the load at both ends (figures from a loaded machine
// are not judged: bench/lib/quiet.mjs). Only loopback traffic; every loop is bounded; everything
// created is removed at the end.
//   BENCH_DESTINATIONS_SIGNUPS (300), BENCH_DESTINATIONS_DOMAINS (60),
//   BENCH_DESTINATIONS_LATENCY_MS (100: each HubSpot answer), BENCH_DESTINATIONS_DEPLOYMENTS (embedded,postgres)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ALL_SCOPES,
  startHubSpotFake,
} from '../dist/test/support/fixtures/destinations/hubspot-fake.js';
import {
  cleanRedisPrefix,
  closedToolsEnv,
  createPgDatabase,
  fetchWithin,
  freePort,
  issueOrgAndKey,
  killAllChildren,
  removeDir,
  ROOT,
  runAdmin,
  sleep,
  startProcess,
  tempDir,
  uniqueSuffix,
  waitForHttp,
} from './lib/infra.mjs';
import { loadNow, notJudged } from './lib/quiet.mjs';

const num = (name, fallback) => Number(process.env[name] ?? fallback);
const SIGNUPS = num('BENCH_DESTINATIONS_SIGNUPS', 300);
const DOMAINS = num('BENCH_DESTINATIONS_DOMAINS', 60);
const LATENCY_MS = num('BENCH_DESTINATIONS_LATENCY_MS', 100);
const DEPLOYMENTS = (
  process.env.BENCH_DESTINATIONS_DEPLOYMENTS ?? 'embedded,postgres'
).split(',');
const DEADLINE_MS = 180_000;
const SECRETS_KEY = Buffer.alloc(32, 9).toString('base64');

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

async function oneDeployment(name, dbEnv, extraEnv) {
  const hubspot = await startHubSpotFake({
    tokens: { 'pat-bench': ALL_SCOPES },
    latencyMs: LATENCY_MS,
  });
  const port = await freePort();
  const env = {
    ...(await closedToolsEnv()),
    ...dbEnv,
    ...extraEnv,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_ENABLED: 'false',
    WEBHOOK_SECRETS_KEY: SECRETS_KEY,
    DESTINATION_HUBSPOT_BASE_URL: hubspot.url,
    DESTINATION_ALLOW_PRIVATE_NETWORKS: 'true',
  };
  const service = startProcess(['dist/src/main.js'], {
    env,
    label: `service (${name})`,
  });
  try {
    await waitForHttp(`http://127.0.0.1:${port}/health/ready`, service);
    const { orgId, key } = await issueOrgAndKey(
      env,
      `destinations bench ${name}`,
    );
    await runAdmin(
      [
        'destination:connect',
        '--org',
        orgId,
        '--kind',
        'hubspot',
        '--token',
        'pat-bench',
      ],
      env,
    );
    const emails = Array.from(
      { length: SIGNUPS },
      (_, i) => `bench${i}@co${i % DOMAINS}.test`,
    );
    const loadStart = loadNow();
    const started = Date.now();
    const ids = new Map();
    await Promise.all(
      emails.map(async (email) => {
        const res = await fetchWithin(
          `http://127.0.0.1:${port}/v1/actors`,
          {
            method: 'POST',
            headers: {
              authorization: `Bearer ${key}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify({ email }),
          },
          30_000,
        );
        ids.set(email, (await res.json()).actorId);
      }),
    );
    const upserted = new Map();
    while (upserted.size < SIGNUPS && Date.now() - started < DEADLINE_MS) {
      for (const r of hubspot.server.requests)
        if (
          r.path === '/crm/v3/objects/contacts/batch/upsert' &&
          r.status === 200
        )
          for (const input of r.body.inputs)
            if (!upserted.has(input.id)) upserted.set(input.id, r.at);
      await sleep(200);
    }
    const loadEnd = loadNow();
    // Each actor's enrichment time, from the API (bounded: one read each).
    const lags = [];
    for (const email of emails) {
      const res = await fetchWithin(
        `http://127.0.0.1:${port}/v1/actors/${ids.get(email)}`,
        { headers: { authorization: `Bearer ${key}` } },
        10_000,
      );
      const record = await res.json();
      const at = upserted.get(email);
      if (at && record.enrichment?.enrichedAt)
        lags.push(at - Date.parse(record.enrichment.enrichedAt));
    }
    lags.sort((a, b) => a - b);
    const count = (part) =>
      hubspot.server.requests.filter((r) => r.path.includes(part)).length;
    const crm = {
      contacts: count('/objects/contacts/'),
      companies: count('/objects/companies/'),
      associations: count('/associations/'),
    };
    const total = crm.contacts + crm.companies + crm.associations;
    return {
      deployment: name,
      signups: SIGNUPS,
      inCrm: upserted.size,
      requests: crm,
      requestsPerSignup: Math.round((total / SIGNUPS) * 1000) / 1000,
      peakPer10s: hubspot.peakWindow(),
      throttled: hubspot.throttled(),
      lagMs: {
        p50: percentile(lags, 50),
        p95: percentile(lags, 95),
        max: lags.at(-1),
      },
      loadStart,
      loadEnd,
      verdict: notJudged({ loadStart, loadEnd }) ?? 'judged',
    };
  } finally {
    await service.stop();
    await hubspot.close();
  }
}

const rows = [];
try {
  if (DEPLOYMENTS.includes('embedded')) {
    const dir = tempDir('bench-destinations-');
    try {
      rows.push(
        await oneDeployment(
          'embedded',
          { SQLITE_PATH: join(dir, 'bench.sqlite') },
          {},
        ),
      );
    } finally {
      removeDir(dir);
    }
  }
  if (DEPLOYMENTS.includes('postgres')) {
    const pgUrl =
      process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const prefix = `bench-dest-${uniqueSuffix()}`;
    const db = await createPgDatabase(
      pgUrl,
      `bench_destinations_${uniqueSuffix()}`,
    );
    try {
      rows.push(
        await oneDeployment(
          'postgres',
          { DATABASE_URL: db.url },
          { REDIS_URL: redisUrl, REDIS_QUEUE_PREFIX: prefix },
        ),
      );
    } finally {
      await db.drop();
      await cleanRedisPrefix(redisUrl, prefix);
    }
  }
} finally {
  killAllChildren();
}

const lines = [
  '# Destinations: a signup burst into HubSpot',
  '',
  `${SIGNUPS} signups over ${DOMAINS} companies at once; every HubSpot answer takes ${LATENCY_MS} ms (loopback fake).`,
  '',
  '| Deployment | In CRM | Contacts / companies / associations requests | CRM requests per signup | Peak per 10 s | 429s | Lag p50 | Lag p95 | Lag max | Load start → end | |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.deployment} | ${r.inCrm}/${r.signups} | ${r.requests.contacts} / ${r.requests.companies} / ${r.requests.associations} | ${r.requestsPerSignup} | ${r.peakPer10s} | ${r.throttled} | ${r.lagMs.p50} ms | ${r.lagMs.p95} ms | ${r.lagMs.max} ms | ${r.loadStart} → ${r.loadEnd} | ${r.verdict} |`,
  ),
  '',
];
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(ROOT, 'bench/results/destinations.md'), lines.join('\n'));
process.stdout.write(lines.join('\n'));
