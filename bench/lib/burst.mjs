// The signup burst (issue 11): `signups` actors over `domains` companies created at once, every
// outside answer (website, DNS, GitHub, Gravatar, all local fixtures on 127.0.0.1) taking
// `latencyMs`, optionally with a share of the companies' sites never answering. Measured from
// outside, like a client: each create is followed by polls of GET /v1/actors/{id} every `pollMs`
// until the actor is terminal. Every service process is on its defaults (concurrency, timeouts);
// CPU is the sum over all of them, creates and polls included.
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { startDnsServer } from '../../dist/test/support/fixtures/dns-server.js';
import {
  ACME_COMPANY,
  ACME_DNS_ZONE,
  ACME_DOMAIN,
  ACME_HOME_HTML,
} from '../../dist/test/support/fixtures/fixture-data.js';
import { startHttpFixtures } from '../../dist/test/support/fixtures/http-fixtures.js';
import { startProviderFixture } from '../../dist/test/support/fixtures/providers/index.js';
import { loadNow, othersMeter, settle } from './quiet.mjs';
import {
  cpuMsOf,
  fetchWithin,
  freePort,
  issueOrgAndKey,
  ROOT,
  memoryOf,
  rssSampler,
  sleep,
  startProcess,
  waitForHttp,
} from './infra.mjs';
import { summarizeProfile } from './profile-summary.mjs';

const TERMINAL = new Set(['enriched', 'failed']);
/** The whole burst must end within this, whatever happens (every loop below is bounded by it). */
const BURST_DEADLINE_MS = 180_000;
const WARM_UP_SIGNUPS = 20;

const domainOf = (i) => `co${i + 1}.test`;

/** Fixture servers for `domains` companies (the last `hanging` of them never answer). */
export async function startBurstWorld({ domains, hanging, latencyMs }) {
  const names = Array.from({ length: domains }, (_, i) => domainOf(i));
  const hangingDomains = names.slice(domains - hanging);
  const zone = {};
  const delays = {};
  const sites = {};
  const acmeRecords = ACME_DNS_ZONE[ACME_DOMAIN];
  for (const [i, domain] of [...names, 'warm.test'].entries()) {
    zone[domain] = { ...acmeRecords };
    zone[`www.${domain}`] = { A: ['127.0.0.1'] };
    delays[domain] = latencyMs;
    delays[`www.${domain}`] = latencyMs;
    const html = ACME_HOME_HTML.replaceAll(ACME_DOMAIN, domain).replaceAll(
      ACME_COMPANY.name,
      `Company ${i + 1}`,
    );
    sites[domain] = { '/': { body: html } };
    sites[`www.${domain}`] = { '/': { body: html } };
  }
  const dns = await startDnsServer(zone, { delays });
  const http = await startHttpFixtures({
    sites,
    latencyMs,
    hangHosts: hangingDomains.flatMap((d) => [d, `www.${d}`]),
  });
  const closedPort = await freePort();
  return {
    domains: names,
    hangingDomains: new Set(hangingDomains),
    env: {
      ENRICHMENT_DNS_SERVERS: dns.address,
      GITHUB_API_URL: http.githubBaseUrl,
      GRAVATAR_API_URL: http.gravatarBaseUrl,
      ENRICHMENT_WEBSITE_HTTP_PORT: String(http.port),
      ENRICHMENT_WEBSITE_HTTPS_PORT: String(closedPort),
      ENRICHMENT_ALLOW_PRIVATE_NETWORKS: 'true',
    },
    /** home-page requests per company site so far */
    homeReads: () =>
      http.requests.filter((r) => r.path === '/' && !r.host.startsWith('127.'))
        .length,
    close: () => Promise.all([dns.close(), http.close()]),
  };
}

const percentile = (sorted, p) =>
  sorted.length
    ? sorted[
        Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
      ]
    : null;
const round = (n, d = 1) =>
  n === null || n === undefined ? null : Math.round(n * 10 ** d) / 10 ** d;

/**
 * One signup as a client sees it: the create, then polls until terminal (If-None-Match with the
 * last ETag, when the service sends one). Resolves with the times seen from outside; `answers`
 * counts every status the service gave (a 429 means the part measured the rate limiter).
 */
async function signUp(baseUrl, key, email, pollMs, deadline, answers) {
  const auth = { authorization: `Bearer ${key}` };
  const count = (status) => answers.set(status, (answers.get(status) ?? 0) + 1);
  const started = Date.now();
  const res = await fetchWithin(
    `${baseUrl}/v1/actors`,
    {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ email, source: 'bench-burst' }),
    },
    30_000,
  );
  count(res.status);
  const created = res.json();
  const createMs = Date.now() - started;
  if (res.status !== 201) return { email, error: `create ${res.status}` };
  let etag = null;
  let polls = 0;
  while (Date.now() < deadline) {
    await sleep(pollMs);
    polls++;
    const poll = await fetchWithin(
      `${baseUrl}/v1/actors/${created.actorId}`,
      { headers: { ...auth, ...(etag ? { 'if-none-match': etag } : {}) } },
      30_000,
    );
    count(poll.status);
    if (poll.status === 304) continue;
    if (poll.status !== 200) return { email, error: `poll ${poll.status}` };
    const record = poll.json();
    etag = poll.headers.get('etag');
    if (TERMINAL.has(record.status))
      return {
        email,
        status: record.status,
        ms: Date.now() - started,
        createMs,
        polls,
        terminalAt: Date.now(),
      };
  }
  return { email, error: 'not terminal by the deadline' };
}

/** Starts the service processes of one deployment (API first), each on its defaults. */
async function startServices(deployment, env, { nodeArgs, cpuProfile }) {
  const profileDir = join(ROOT, 'bench/results/profiles');
  if (cpuProfile) mkdirSync(profileDir, { recursive: true });
  const before = cpuProfile ? new Set(readdirSync(profileDir)) : null;
  const args = [
    ...nodeArgs,
    ...(cpuProfile
      ? [
          '--cpu-prof',
          `--cpu-prof-dir=${profileDir}`,
          '--import',
          './bench/lib/exit-on-sigusr2.mjs',
        ]
      : []),
    'dist/src/main.js',
  ];
  const procs = [];
  const stop = async () => {
    for (const p of procs)
      await p.stop(15_000, cpuProfile ? 'SIGUSR2' : 'SIGTERM');
    if (!cpuProfile) return [];
    return readdirSync(profileDir)
      .filter((f) => !before.has(f))
      .map((file) => ({
        file: `bench/results/profiles/${file}`,
        summary: summarizeProfile(join(profileDir, file), 30),
      }));
  };
  try {
    const apiPort = await freePort();
    const roles =
      deployment.workers > 0
        ? ['api', ...Array.from({ length: deployment.workers }, () => 'worker')]
        : ['all'];
    for (const [i, role] of roles.entries()) {
      const port = role === 'worker' ? await freePort() : apiPort;
      const proc = startProcess(args, {
        env: {
          ...env,
          APP_ROLE: role,
          ...(role === 'worker'
            ? { WORKER_HEALTH_PORT: String(port) }
            : { PORT: String(port) }),
        },
        label: `${deployment.label} ${role}${role === 'worker' ? ` ${i}` : ''}`,
      });
      procs.push(proc);
      await waitForHttp(`http://127.0.0.1:${port}/health/ready`, proc);
    }
    return { baseUrl: `http://127.0.0.1:${apiPort}`, procs, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/**
 * One burst on one deployment: fresh database (`deployment.prepare()`), fresh processes, a
 * warm-up of WARM_UP_SIGNUPS signups at another company, then the measured burst.
 */
export async function runBurst(deployment, world, options) {
  const { signups, pollMs, nodeArgs = [], cpuProfile = false } = options;
  // With `provider`: People Data Labs' loopback fixture, answering after the world's latency,
  // enabled for every organization by the instance-wide key (gaps mode, no ICP profile: asked
  // when research found no name). It knows nobody, so every request is a (free) no match.
  const provider = options.provider
    ? await startProviderFixture('pdl', { latencyMs: options.latencyMs })
    : null;
  const env = {
    ...(await deployment.prepare()),
    ...world.env,
    ...(provider
      ? {
          PROVIDER_PDL_API_KEY: 'test-key',
          PROVIDER_PDL_BASE_URL: provider.baseUrl,
        }
      : {}),
    NODE_ENV: 'production',
    FIRST_RUN_BOOTSTRAP: 'false',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    // 300 creates plus their polls from one key would meet the per-key limit (600/min).
    RATE_LIMIT_ENABLED: 'false',
    ...options.serviceEnv,
  };
  const { key } = await issueOrgAndKey(env, `burst ${deployment.label}`);
  const services = await startServices(deployment, env, {
    nodeArgs,
    cpuProfile,
  });
  try {
    const { baseUrl, procs } = services;
    const warmDeadline = Date.now() + 60_000;
    await Promise.all(
      Array.from({ length: WARM_UP_SIGNUPS }, (_, i) =>
        signUp(
          baseUrl,
          key,
          `warm${i}@warm.test`,
          pollMs,
          warmDeadline,
          new Map(),
        ),
      ),
    );
    // Idle: started, warmed up, nothing running (the API's or the single process's RSS).
    const idleRssMb = Math.max(
      ...procs.map((p) => memoryOf(p.pid)?.rssMb ?? 0),
    );
    const rss = procs.map((p) => rssSampler(p.pid, 100));
    const cpuBefore = procs.map((p) => cpuMsOf(p.pid));
    const readsBefore = world.homeReads();
    const providerCallsBefore = provider?.requests.length ?? 0;
    const emails = Array.from(
      { length: signups },
      (_, i) => `person${i}@${world.domains[i % world.domains.length]}`,
    );
    const answers = new Map();
    const settledLoad = await settle();
    const othersCpu = othersMeter();
    const benchCpuBefore = process.cpuUsage();
    const loadStart = loadNow();
    const started = Date.now();
    const deadline = started + BURST_DEADLINE_MS;
    const outcomes = await Promise.all(
      emails.map((email) =>
        signUp(baseUrl, key, email, pollMs, deadline, answers).catch((err) => ({
          email,
          error: String(err?.cause?.code ?? err?.message ?? err),
        })),
      ),
    );
    const cpuAfter = procs.map((p) => cpuMsOf(p.pid));
    const benchCpu = process.cpuUsage(benchCpuBefore);
    const othersCores = othersCpu.stop();
    const loadEnd = loadNow();
    const answered = (test) =>
      [...answers]
        .filter(([status]) => test(status))
        .reduce((n, [, c]) => n + c, 0);
    const peaks = rss.map((r) => r.stop());
    const done = outcomes.filter((o) => o.ms !== undefined);
    const hanging = (o) => world.hangingDomains.has(o.email.split('@')[1]);
    const sortedMs = (list) => list.map((o) => o.ms).sort((a, b) => a - b);
    const all = sortedMs(done);
    const others = sortedMs(done.filter((o) => !hanging(o)));
    const hung = sortedMs(done.filter(hanging));
    const sortedCreates = done.map((o) => o.createMs).sort((a, b) => a - b);
    const lastTerminal = Math.max(...done.map((o) => o.terminalAt));
    const cpuMs = cpuAfter.reduce(
      (sum, after, i) => sum + (after - cpuBefore[i]),
      0,
    );
    const byStatus = {};
    for (const o of outcomes) {
      const k = o.status ?? o.error;
      byStatus[k] = (byStatus[k] ?? 0) + 1;
    }
    return {
      deployment: deployment.label,
      processes: procs.length,
      provider: provider ? 'pdl' : null,
      providerCallsPerSignup: provider
        ? round((provider.requests.length - providerCallsBefore) / signups, 2)
        : null,
      signups,
      hangingSites: world.hangingDomains.size,
      byStatus,
      seconds: round((lastTerminal - started) / 1000, 2),
      enrichmentsPerSec: round(done.length / ((lastTerminal - started) / 1000)),
      timeToTerminalP50Ms: percentile(all, 50),
      timeToTerminalP95Ms: percentile(all, 95),
      othersP95Ms: world.hangingDomains.size ? percentile(others, 95) : null,
      hangingMaxMs: world.hangingDomains.size ? (hung.at(-1) ?? null) : null,
      cpuMsPerEnrichment: round(cpuMs / signups, 2),
      cpuMsPerEnrichmentByProcess: cpuAfter.map((after, i) =>
        round((after - cpuBefore[i]) / signups, 2),
      ),
      polls: done.reduce((n, o) => n + o.polls, 0),
      createP95Ms: percentile(sortedCreates, 95),
      // From the create's answer to terminal: the enrichment's share of the time, queue included.
      afterCreateP95Ms: percentile(
        done.map((o) => o.ms - o.createMs).sort((a, b) => a - b),
        95,
      ),
      peakRssMb: round(Math.max(...peaks)),
      peakRssSumMb: round(peaks.reduce((a, b) => a + b, 0)),
      idleRssMb: round(idleRssMb),
      siteReads: world.homeReads() - readsBefore,
      // The bench's own process (the client and the outside world's fixtures) on the same cores.
      benchCpuMsPerSignup: round(
        (benchCpu.user + benchCpu.system) / 1000 / signups,
        2,
      ),
      settledLoad,
      othersCores,
      loadStart,
      loadEnd,
      answers: Object.fromEntries(answers),
      rateLimited: answered((status) => status === 429),
      non2xx: answered((status) => status >= 300 && status !== 304),
    };
  } finally {
    await provider?.close();
    const profiles = await services.stop();
    for (const p of profiles)
      process.stdout.write(`\n  CPU profile: ${p.file}\n${p.summary}\n`);
  }
}
