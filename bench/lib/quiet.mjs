// Whether a figure may be judged at all (issue 29). A figure counts only from a quiet machine: on
// 2 shared cores a load of 15 doubles the CPU counted per request, so the bench records the
// 1-minute load average at the start and end of each part and judges nothing measured above
// BENCH_MAX_LOAD (default 0.75 per core: 1.5 on 2 cores). A part that met the rate limiter (429s)
// measured the limiter, not the service: not judged either.
import { cpus, loadavg } from 'node:os';

export const MAX_LOAD =
  Number(process.env.BENCH_MAX_LOAD) || Math.max(1, cpus().length * 0.75);

export const loadNow = () => Math.round(loadavg()[0] * 100) / 100;

/**
 * Why a part's figures cannot be judged, or null when they can: the load at either end of it,
 * answers refused by the rate limiter, other answers that were not the ones asked for.
 */
export function notJudged({ loadStart, loadEnd, rateLimited = 0, non2xx = 0 }) {
  const load = Math.max(loadStart ?? 0, loadEnd ?? 0);
  const why = [];
  if (load > MAX_LOAD) why.push(`load ${load} (over ${MAX_LOAD})`);
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
    rateLimited: sum('rateLimited'),
    non2xx: sum('non2xx'),
  };
}
