// How fast a backlog drains, seen from the database: actors per status, sampled on a connection
// of the drill's own, so the reading goes on while the service's processes die and restart.
import { Client } from 'pg';
import { sleep } from '../../support/service-process.js';
import { TERMINAL } from './drill.js';

export interface DrainSample {
  /** ms since the watch started */
  at: number;
  total: number;
  terminal: number;
}

export interface DrainWatch {
  readonly samples: DrainSample[];
  /** the latest reading */
  last(): DrainSample;
  /**
   * Actors that reached a terminal state per second from `fromMs` (the watch's clock) until the
   * backlog was empty or `untilMs`, whichever came first; with the backlog left at the end.
   */
  rateAfter(
    fromMs: number,
    untilMs?: number,
  ): { perSecond: number; drained: number; seconds: number; backlog: number };
  /** Resolves when no actor is pending or enriching, or after `timeoutMs` (false then). */
  untilDrained(timeoutMs: number): Promise<boolean>;
  now(): number;
  stop(): Promise<void>;
}

export async function watchDrain(
  databaseUrl: string,
  everyMs = 500,
): Promise<DrainWatch> {
  const started = Date.now();
  const samples: DrainSample[] = [];
  let client: Client | null = null;
  const state = { stopped: false };
  const read = async (): Promise<DrainSample | null> => {
    try {
      if (!client) {
        const fresh = new Client({ connectionString: databaseUrl });
        fresh.on('error', () => undefined);
        await fresh.connect();
        client = fresh;
      }
      const { rows } = await client.query<{ status: string; n: string }>(
        'SELECT "status", COUNT(*) AS n FROM "actors" GROUP BY "status"',
      );
      let total = 0;
      let terminal = 0;
      for (const row of rows) {
        total += Number(row.n);
        if (TERMINAL.has(row.status)) terminal += Number(row.n);
      }
      return { at: Date.now() - started, total, terminal };
    } catch {
      // PostgreSQL is down (a drill's fault): reconnect at the next reading.
      const broken = client;
      client = null;
      await broken?.end().catch(() => undefined);
      return null;
    }
  };
  const verbose = Boolean(process.env.DRILL_VERBOSE);
  const loop = (async () => {
    while (!state.stopped) {
      const sample = await read();
      if (sample) samples.push(sample);
      if (sample && verbose && samples.length % 4 === 0)
        process.stderr.write(
          `    ${(sample.at / 1000).toFixed(1)} s: ${sample.terminal} of ${sample.total} terminal\n`,
        );
      await sleep(everyMs);
    }
  })();
  const first = await read();
  if (first) samples.push(first);
  const last = () =>
    samples[samples.length - 1] ?? { at: 0, total: 0, terminal: 0 };
  return {
    samples,
    last,
    now: () => Date.now() - started,
    rateAfter(fromMs, untilMs = Infinity) {
      const from = samples.find((s) => s.at >= fromMs) ?? last();
      const window = samples.filter((s) => s.at >= from.at && s.at <= untilMs);
      const end =
        window.find((s) => s.at > from.at && s.terminal === s.total) ??
        window[window.length - 1] ??
        from;
      const seconds = Math.max(0.001, (end.at - from.at) / 1000);
      const drained = end.terminal - from.terminal;
      return {
        perSecond: drained / seconds,
        drained,
        seconds,
        backlog: end.total - end.terminal,
      };
    },
    async untilDrained(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      const since = Date.now() - started;
      while (Date.now() < deadline) {
        const s = last();
        if (s.at > since && s.terminal === s.total) return true;
        await sleep(everyMs);
      }
      return false;
    },
    async stop() {
      state.stopped = true;
      await loop;
      await (client as Client | null)?.end().catch(() => undefined);
    },
  };
}
