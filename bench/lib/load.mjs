// The three HTTP scenarios, driven by autocannon against one server (the service or the baseline).
import { loadNow, othersMeter } from './quiet.mjs';
import autocannon from 'autocannon';
import { cpuMsOf, fetchWithin, rssSampler } from './infra.mjs';

export const SCENARIOS = ['create-new', 'create-dup', 'fetch'];

/**
 * The order scenarios run in: create-new last, because on the embedded default (APP_ROLE=all) every
 * actor it creates is then enriched in the same process, and that backlog would otherwise run
 * during the next scenario's measurement.
 */
const EXECUTION_ORDER = ['health', 'create-dup', 'fetch', 'create-new'];

/** The body of a create: `[<id>]` becomes a fresh id per request (autocannon idReplacement). */
const createBody = (email) =>
  JSON.stringify({
    email,
    name: 'Bench Person',
    source: 'bench',
    metadata: { plan: 'team', seats: 5 },
  });

function requestFor(scenario, ctx) {
  // The design's floor (bench:floor's empty Nest-on-Express route) beside every scenario.
  if (ctx.floor) return { method: 'GET', path: '/health' };
  const headers = { authorization: `Bearer ${ctx.key}` };
  switch (scenario) {
    case 'create-new':
      return {
        method: 'POST',
        path: '/v1/actors',
        headers: { ...headers, 'content-type': 'application/json' },
        // hyperid (url-safe) ids; the `u` keeps the local part starting with a letter.
        body: createBody(`u[<id>]@${ctx.domain}`),
        idReplacement: true,
      };
    case 'create-dup':
      return {
        method: 'POST',
        path: '/v1/actors',
        headers: { ...headers, 'content-type': 'application/json' },
        body: createBody(ctx.dupEmail),
      };
    case 'fetch':
      return { method: 'GET', path: `/v1/actors/${ctx.actorId}`, headers };
    // Diagnostic only (BENCH_SCENARIOS=health): no key, no database: the framework's floor.
    case 'health':
      return { method: 'GET', path: '/health' };
    default:
      throw new Error(`unknown scenario ${scenario}`);
  }
}

/** Seeds the actor that create-dup repeats and fetch reads. */
export async function seedActor(baseUrl, key, email) {
  const res = await fetchWithin(
    `${baseUrl}/v1/actors`,
    {
      method: 'POST',
      headers: {
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
      },
      body: createBody(email),
    },
    10_000,
  );
  const body = res.json();
  if (res.status !== 201 && res.status !== 200)
    throw new Error(
      `seed create answered ${res.status} ${JSON.stringify(body)}`,
    );
  return body.actorId;
}

function runAutocannon(opts) {
  return new Promise((resolveRun, reject) => {
    const instance = autocannon(opts, (err, result) =>
      err ? reject(err) : resolveRun(result),
    );
    // Bounded: autocannon stops itself after `duration`; this is a safety net only.
    const guard = setTimeout(
      () => instance.stop(),
      (opts.duration + 30) * 1000,
    );
    guard.unref();
  });
}

/**
 * Runs every scenario for `durationS` seconds at `connections` connections against each target in
 * turn (target A, target B, then the next scenario), so the service and the baseline see the same
 * machine conditions as nearly as possible; a warm-up precedes each target's first run of a
 * scenario. With `rounds` > 1 the whole sequence repeats and each figure is the median over rounds
 * (counts are summed). Each target's `pid` is the server whose CPU time and peak RSS are reported.
 */
export async function runScenarios(
  targets,
  { durationS, warmupS, connections, scenarios = SCENARIOS, rounds = 1 },
) {
  const samplers = targets.map((t) => rssSampler(t.pid));
  const runs = targets.map(() => ({}));
  for (let round = 0; round < rounds; round++) {
    for (const scenario of EXECUTION_ORDER.filter((x) =>
      scenarios.includes(x),
    )) {
      for (const [i, target] of targets.entries()) {
        const { path, ...request } = requestFor(scenario, target);
        const base = {
          url: `${target.baseUrl}${path}`,
          connections,
          pipelining: 1,
          timeout: 10,
          ...request,
        };
        if (round === 0 && warmupS > 0)
          await runAutocannon({ ...base, duration: warmupS });
        const loadStart = loadNow();
        const others = othersMeter();
        const cpuBefore = cpuMsOf(target.pid);
        const loopBefore = cpuMsOf(target.pid, { mainThread: true });
        const r = await runAutocannon({ ...base, duration: durationS });
        const cpuMs = cpuMsOf(target.pid) - cpuBefore;
        const loopMs = cpuMsOf(target.pid, { mainThread: true }) - loopBefore;
        const perRequest = (ms) =>
          Math.round((ms * 1000) / Math.max(1, r.requests.total));
        const row = {
          requestsPerSec: round1(r.requests.average),
          requestsTotal: r.requests.total,
          latencyP50Ms: r.latency.p50,
          latencyP99Ms: r.latency.p99,
          latencyMaxMs: r.latency.max,
          non2xx: r.non2xx,
          errors: r.errors,
          timeouts: r.timeouts,
          // The server's own CPU per answered request (all threads, and the event-loop thread
          // alone): comparable across targets even on a busy machine.
          cpuUsPerRequest: perRequest(cpuMs),
          loopCpuUsPerRequest: perRequest(loopMs),
          cpuCoresUsed: round1(cpuMs / 1000 / durationS, 2),
          peakRssMb: round1(samplers[i].peak()),
          // The machine's 1-minute load average at both ends (bench/lib/quiet.mjs).
          loadStart,
          loadEnd: loadNow(),
          load: loadNow(),
          // Cores others used meanwhile (bench/lib/quiet.mjs): what spoils a figure.
          othersCores: others.stop(),
          rateLimited: r.statusCodeStats?.['429']?.count ?? 0,
        };
        (runs[i][scenario] ??= []).push(row);
        const tag = rounds > 1 ? ` [${round + 1}/${rounds}]` : '';
        process.stdout.write(
          `  ${target.label.padEnd(22)} ${scenario.padEnd(11)}${tag} ${fmt(row)}\n`,
        );
      }
    }
  }
  return targets.map((_, i) => ({
    scenarios: Object.fromEntries(
      Object.entries(runs[i]).map(([scenario, rows]) => [
        scenario,
        combine(rows),
      ]),
    ),
    peakRssMb: round1(samplers[i].stop()),
  }));
}

const SUMMED = new Set([
  'requestsTotal',
  'non2xx',
  'errors',
  'timeouts',
  'rateLimited',
]);
/** The worst of the rounds: a peak, or the load a figure was measured at. */
const LARGEST = new Set([
  'peakRssMb',
  'latencyMaxMs',
  'loadStart',
  'loadEnd',
  'load',
  'othersCores',
]);

/** One figure per metric over several runs: medians, maxima for peaks, sums for counts. */
export function combine(rows) {
  if (rows.length === 1) return rows[0];
  const out = { rounds: rows.length };
  for (const key of Object.keys(rows[0])) {
    const values = rows.map((r) => r[key]);
    if (SUMMED.has(key)) out[key] = values.reduce((a, b) => a + b, 0);
    else if (LARGEST.has(key)) out[key] = Math.max(...values);
    else out[key] = median(values);
  }
  return out;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? sorted[mid]
    : round1((sorted[mid - 1] + sorted[mid]) / 2);
}

const round1 = (n, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

function fmt(r) {
  return `${String(r.requestsPerSec).padStart(8)} req/s  p50 ${r.latencyP50Ms} ms  p99 ${r.latencyP99Ms} ms  non-2xx ${r.non2xx} (429: ${r.rateLimited})  errors ${r.errors}  cpu ${r.cpuUsPerRequest} µs/req (loop ${r.loopCpuUsPerRequest}, ${r.cpuCoresUsed} cores)  rss ${r.peakRssMb} MB  load ${r.loadStart} → ${r.loadEnd}, others ${r.othersCores} cores`;
}
