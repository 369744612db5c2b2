// `npm run bench:destinations` (issues 32, 34): a burst of signups synced to a loopback HubSpot and
// a loopback Salesforce by the service on the embedded default (and on PostgreSQL + Redis when
// BENCH_PG_URL / BENCH_REDIS_URL are reachable, unless BENCH_DESTINATIONS_DEPLOYMENTS says
// otherwise). Reports the CRM requests per signup (by object type) and the lag from each actor's
// enrichment to its person record's upsert arriving at the CRM (p50, p95, max), with the load at
// both ends (figures from a loaded machine are not judged: bench/lib/quiet.mjs). Only loopback
// traffic; every loop is bounded; everything created is removed at the end.
//   BENCH_DESTINATIONS_SIGNUPS (300), BENCH_DESTINATIONS_DOMAINS (60),
//   BENCH_DESTINATIONS_LATENCY_MS (100: each CRM answer), BENCH_DESTINATIONS_DEPLOYMENTS (embedded,postgres),
//   BENCH_DESTINATIONS_KINDS (hubspot,salesforce)
// HubSpot also runs once beside a throttled neighbour (issue 32's isolation figure): a second
// organization of the same service whose portal answers every request 429 (wait 30 s) while its
// own 60 signups go out; the row's lag is the calm organization's. BENCH_DESTINATIONS_NEIGHBOUR=0: not.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ALL_SCOPES,
  startHubSpotFake,
} from '../dist/test/support/fixtures/destinations/hubspot-fake.js';
import { startSalesforceFake } from '../dist/test/support/fixtures/destinations/salesforce-fake.js';
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
import { loadNow, notJudged, othersMeter, settle } from './lib/quiet.mjs';

const num = (name, fallback) => Number(process.env[name] ?? fallback);
const SIGNUPS = num('BENCH_DESTINATIONS_SIGNUPS', 300);
const DOMAINS = num('BENCH_DESTINATIONS_DOMAINS', 60);
const LATENCY_MS = num('BENCH_DESTINATIONS_LATENCY_MS', 100);
const DEPLOYMENTS = (
  process.env.BENCH_DESTINATIONS_DEPLOYMENTS ?? 'embedded,postgres'
).split(',');
const KINDS = (
  process.env.BENCH_DESTINATIONS_KINDS ?? 'hubspot,salesforce'
).split(',');
const NEIGHBOUR = process.env.BENCH_DESTINATIONS_NEIGHBOUR !== '0';
const NEIGHBOUR_SIGNUPS = 60;
const DEADLINE_MS = 180_000;
const SECRETS_KEY = Buffer.alloc(32, 9).toString('base64');

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/**
 * Each CRM: its fake, how it is connected, when each email's person record was upserted, and its
 * requests by object type.
 */
const VENDORS = {
  async hubspot() {
    const fake = await startHubSpotFake({
      tokens: { 'pat-bench': ALL_SCOPES, 'pat-throttled': ALL_SCOPES },
      latencyMs: LATENCY_MS,
    });
    const count = (part) =>
      fake.server.requests.filter((r) => r.path.includes(part)).length;
    return {
      fake,
      env: { DESTINATION_HUBSPOT_BASE_URL: fake.url },
      connect: ['--kind', 'hubspot', '--token', 'pat-bench'],
      neighbour: {
        connect: ['--kind', 'hubspot', '--token', 'pat-throttled'],
        // Installed after it connected: every CRM request of its portal is told to wait 30 s.
        throttle: () =>
          fake.server.fault({
            path: '/crm/',
            token: 'pat-throttled',
            answer: {
              status: 429,
              headers: { 'retry-after': '30' },
              body: {
                status: 'error',
                message: 'You have reached your ten_secondly_rolling limit.',
                errorType: 'RATE_LIMIT',
                policyName: 'TEN_SECONDLY_ROLLING',
              },
            },
          }),
      },
      upserts: () =>
        fake.server.requests
          .filter(
            (r) =>
              r.path === '/crm/v3/objects/contacts/batch/upsert' &&
              r.status === 200 &&
              r.token === 'pat-bench',
          )
          .flatMap((r) => r.body.inputs.map((i) => [i.id, r.at])),
      requests: () => ({
        contacts: count('/objects/contacts/'),
        companies: count('/objects/companies/'),
        associations: count('/associations/'),
      }),
      peakPer10s: () => fake.peakWindow(),
      throttled: () =>
        fake.server.requests.filter((r) => r.status === 429).length,
    };
  },
  async salesforce() {
    const fake = await startSalesforceFake({ latencyMs: LATENCY_MS });
    const data = (r) => r.path.startsWith('/services/data/');
    return {
      fake,
      env: {},
      connect: [
        '--kind',
        'salesforce',
        '--instance-url',
        fake.url,
        '--client-id',
        'sf-client',
        '--client-secret',
        'sf-secret',
      ],
      upserts: () =>
        fake.server.requests
          .filter(
            (r) =>
              r.path.endsWith('/composite/sobjects/Lead/SE_Email__c') &&
              r.status === 200,
          )
          .flatMap((r) => r.body.records.map((i) => [i.SE_Email__c, r.at])),
      requests: () => ({
        'Lead queries': fake.server.requests.filter(
          (r) => data(r) && r.path.endsWith('/query'),
        ).length,
        'Lead collections': fake.collectionWrites('Lead'),
        other: fake.server.requests.filter(
          (r) =>
            data(r) &&
            !r.path.endsWith('/query') &&
            !r.path.includes('/composite/'),
        ).length,
      }),
      peakPer10s: () => null,
      throttled: () =>
        fake.server.requests.filter((r) => r.status === 403).length,
    };
  },
};

async function oneDeployment(kind, name, dbEnv, extraEnv, withNeighbour) {
  const vendor = await VENDORS[kind]();
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
    ...vendor.env,
    DESTINATION_ALLOW_PRIVATE_NETWORKS: 'true',
  };
  const service = startProcess(['dist/src/main.js'], {
    env,
    label: `service (${name}, ${kind})`,
  });
  try {
    await waitForHttp(`http://127.0.0.1:${port}/health/ready`, service);
    const { orgId, key } = await issueOrgAndKey(
      env,
      `destinations bench ${name} ${kind}`,
    );
    await runAdmin(
      ['destination:connect', '--org', orgId, ...vendor.connect],
      env,
    );
    const neighbour = withNeighbour
      ? await issueOrgAndKey(env, `destinations bench ${name} neighbour`)
      : null;
    if (neighbour) {
      await runAdmin(
        [
          'destination:connect',
          '--org',
          neighbour.orgId,
          ...vendor.neighbour.connect,
        ],
        env,
      );
      vendor.neighbour.throttle();
    }
    const create = async (apiKey, email) => {
      const res = await fetchWithin(
        `http://127.0.0.1:${port}/v1/actors`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${apiKey}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ email }),
        },
        30_000,
      );
      return (await res.json()).actorId;
    };
    const emails = Array.from(
      { length: SIGNUPS },
      (_, i) => `bench${i}@co${i % DOMAINS}.test`,
    );
    const settledLoad = await settle();
    const others = othersMeter();
    const loadStart = loadNow();
    const started = Date.now();
    const ids = new Map();
    await Promise.all([
      ...emails.map(async (email) => ids.set(email, await create(key, email))),
      ...Array.from({ length: neighbour ? NEIGHBOUR_SIGNUPS : 0 }, (_, i) =>
        create(neighbour.key, `busy${i}@busy${i % 6}.test`),
      ),
    ]);
    const upserted = new Map();
    while (upserted.size < SIGNUPS && Date.now() - started < DEADLINE_MS) {
      for (const [email, at] of vendor.upserts())
        if (!upserted.has(email)) upserted.set(email, at);
      await sleep(200);
    }
    const loadEnd = loadNow();
    const othersCores = others.stop();
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
    const crm = vendor.requests();
    const total = Object.values(crm).reduce((a, b) => a + b, 0);
    return {
      kind: neighbour ? `${kind}, beside a throttled neighbour` : kind,
      deployment: name,
      signups: SIGNUPS,
      inCrm: upserted.size,
      requests: crm,
      requestsPerSignup: Math.round((total / SIGNUPS) * 1000) / 1000,
      peakPer10s: vendor.peakPer10s(),
      throttled: vendor.throttled(),
      lagMs: {
        p50: percentile(lags, 50),
        p95: percentile(lags, 95),
        max: lags.at(-1),
      },
      loadStart,
      loadEnd,
      othersCores,
      verdict: notJudged({ settledLoad, othersCores }) ?? 'judged',
    };
  } finally {
    await service.stop();
    await vendor.fake.close();
  }
}

const VENDORS_WITH_NEIGHBOUR = new Set(['hubspot']);
const rows = [];
try {
  for (const kind of KINDS) {
    if (DEPLOYMENTS.includes('embedded')) {
      const dir = tempDir('bench-destinations-');
      try {
        rows.push(
          await oneDeployment(
            kind,
            'embedded',
            { SQLITE_PATH: join(dir, 'bench.sqlite') },
            {},
          ),
        );
      } finally {
        removeDir(dir);
      }
      if (NEIGHBOUR && VENDORS_WITH_NEIGHBOUR.has(kind)) {
        const again = tempDir('bench-destinations-');
        try {
          rows.push(
            await oneDeployment(
              kind,
              'embedded',
              { SQLITE_PATH: join(again, 'bench.sqlite') },
              {},
              true,
            ),
          );
        } finally {
          removeDir(again);
        }
      }
    }
    if (DEPLOYMENTS.includes('postgres')) {
      const pgUrl =
        process.env.BENCH_PG_URL ??
        'postgres://postgres@127.0.0.1:5432/postgres';
      const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
      const prefix = `bench-dest-${uniqueSuffix()}`;
      const db = await createPgDatabase(
        pgUrl,
        `bench_destinations_${uniqueSuffix()}`,
      );
      try {
        rows.push(
          await oneDeployment(
            kind,
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
  }
} finally {
  killAllChildren();
}

const lines = [
  '# Destinations: a signup burst into HubSpot and Salesforce',
  '',
  `${SIGNUPS} signups over ${DOMAINS} companies at once; every CRM answer takes ${LATENCY_MS} ms (loopback fakes).`,
  '',
  '| CRM | Deployment | In CRM | Requests by object type | CRM requests per signup | Peak per 10 s | Throttled (429 / 403 limit) | Lag p50 | Lag p95 | Lag max | Load start → end (cores used by others) | |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.kind} | ${r.deployment} | ${r.inCrm}/${r.signups} | ${Object.entries(
        r.requests,
      )
        .map(([k, v]) => `${k} ${v}`)
        .join(
          ', ',
        )} | ${r.requestsPerSignup} | ${r.peakPer10s ?? '–'} | ${r.throttled} | ${r.lagMs.p50} ms | ${r.lagMs.p95} ms | ${r.lagMs.max} ms | ${r.loadStart} → ${r.loadEnd} (${r.othersCores}) | ${r.verdict} |`,
  ),
  '',
];
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(ROOT, 'bench/results/destinations.md'), lines.join('\n'));
process.stdout.write(lines.join('\n'));
