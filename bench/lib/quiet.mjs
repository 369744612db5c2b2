// Whether a figure may be judged at all (issue 29). A figure counts only from a quiet machine: on
// 2 shared cores a load of 15 doubles the CPU counted per request. The bench waits for the
// 1-minute load to settle at or below BENCH_MAX_LOAD (0.75 per core: 1.5 on 2 cores) before it
// starts and before each burst, and records the load at the start and end of every part; a part
// is judged only when the load was at most that as the bench started it, and when others' CPU
// during it (below) stayed under BENCH_MAX_OTHERS. A part that met the rate limiter (429s)
// measured the limiter, not the service: not judged either.
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

export const MAX_LOAD =
  Number(process.env.BENCH_MAX_LOAD) || Math.max(1, cpus().length * 0.75);

export const loadNow = () => Math.round(loadavg()[0] * 100) / 100;

/**
 * Why a part's figures cannot be judged, or null when they can: the load at either end of it,
 * answers refused by the rate limiter, other answers that were not the ones asked for.
 */
export function notJudged({
  settledLoad = 0,
  othersCores = 0,
  rateLimited = 0,
  non2xx = 0,
}) {
  const why = [];
  if (settledLoad > MAX_LOAD)
    why.push(`load ${settledLoad} as it started (over ${MAX_LOAD})`);
  if (othersCores > MAX_OTHERS)
    why.push(`others used ${othersCores} cores meanwhile (over ${MAX_OTHERS})`);
  if (rateLimited > 0) why.push(`${rateLimited} answers 429`);
  else if (non2xx > 0) why.push(`${non2xx} answers not 2xx`);
  return why.length ? `not judged: ${why.join(', ')}` : null;
}

/** The conditions of several measurements taken together: the highest load, every refusal. */
export function conditionsOf(rows) {
  const most = (key) => Math.max(0, ...rows.map((r) => Number(r[key] ?? 0)));
  const sum = (key) => rows.reduce((n, r) => n + Number(r[key] ?? 0), 0);
  return {
    loadStart: most('loadStart'),
    loadEnd: most('loadEnd'),
    settledLoad: most('settledLoad'),
    othersCores: most('othersCores'),
    rateLimited: sum('rateLimited'),
    non2xx: sum('non2xx'),
  };
}

// ---------------------------------------------------------------- others' CPU during a part
//
// The 1-minute load average cannot judge a part by itself: a part that keeps both cores busy
// (autocannon against the service, a burst) lifts it past 2 on its own. What spoils a figure is
// somebody else's work on the same cores. So each part also counts the CPU spent by processes
// outside the bench's own tree (the bench, everything it started) and the database servers they
// use (PostgreSQL, Redis), in cores on average over the part: above BENCH_MAX_OTHERS (0.25 of a
// core) the part is not judged.
// Why per process and not the machine's total minus ours: /proc/stat samples the CPU at each
// tick while a process's own figures are its exact run time. At 7,000+ loopback requests a second
// the two drifted apart by 0.8 of a core with nothing else running, which read as "others".

export const MAX_OTHERS = Number(process.env.BENCH_MAX_OTHERS) || 0.25;
const TICK_MS = 10; // USER_HZ is 100 on Linux
const SERVERS = new Set(['postgres', 'redis-server']);

/** Every process's CPU ms (its own and its reaped children's), with its name and parent. */
function processes() {
  const procs = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      procs.set(Number(name), {
        comm,
        ppid: Number(f[1]),
        ms:
          (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) *
          TICK_MS,
      });
    } catch {
      // gone meanwhile
    }
  }
  return procs;
}

/** CPU ms per process outside the bench's tree and the database servers. */
function othersBusyMs() {
  const procs = processes();
  const inTree = (pid) => {
    for (let p = pid, hops = 0; p > 1 && hops < 64; hops++) {
      if (p === process.pid) return true;
      p = procs.get(p)?.ppid ?? 0;
    }
    return false;
  };
  const others = new Map();
  for (const [pid, p] of procs)
    if (!SERVERS.has(p.comm) && !inTree(pid)) others.set(pid, p.ms);
  return others;
}

/**
 * Starts counting; stop() answers the others' CPU over the part, in cores. A process that
 * started during the part counts in full; one that ended shows in its parent's reaped time.
 */
export function othersMeter() {
  const started = Date.now();
  const before = othersBusyMs();
  return {
    stop() {
      const seconds = Math.max(0.001, (Date.now() - started) / 1000);
      let ms = 0;
      for (const [pid, now] of othersBusyMs())
        ms += Math.max(0, now - (before.get(pid) ?? 0));
      return Math.round((ms / 1000 / seconds) * 100) / 100;
    },
  };
}

/** Waits (at most `boundMs`) for the 1-minute load to settle at or below MAX_LOAD. */
export async function settle(boundMs = 120_000) {
  const until = Date.now() + boundMs;
  while (loadNow() > MAX_LOAD && Date.now() < until)
    await new Promise((resolve) => setTimeout(resolve, 5000));
  return loadNow();
}
