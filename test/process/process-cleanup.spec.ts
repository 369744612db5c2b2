// The test support kills what a test started, however it detached (issue 30: after a time-out,
// `timeout 20 node dist/src/main.js` under `script` outlived the suite, adopted by init). A
// command in a terminal of `script`'s own runs in a session of its own, where neither a signal to
// `script` nor one to its process group reaches it.
import { readdirSync, readFileSync } from 'node:fs';
import { waitFor } from '../support/actor-api.js';
import { spawnTracked } from '../support/service-process.js';

/** Live processes (not zombies) whose command line is exactly `argv`. */
function running(argv: string[]): number[] {
  const wanted = `${argv.join('\0')}\0`;
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const state = stat.slice(stat.lastIndexOf(')') + 2)[0];
        return (
          state !== 'Z' &&
          readFileSync(`/proc/${pid}/cmdline`, 'utf8') === wanted
        );
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe('processes a test starts', () => {
  it.each(['SIGKILL', 'SIGTERM'] as const)(
    'are gone after stop(%s), a command in its own session at a terminal included',
    async (signal) => {
      // A duration no other process has: the command line names this test's sleep alone.
      const sleep = [
        'sleep',
        `${3000 + Math.floor(Math.random() * 1e6) / 1e3}`,
      ];
      const terminal = spawnTracked(
        'script',
        ['-qec', `setsid ${sleep.join(' ')}`, '/dev/null'],
        { PATH: process.env.PATH ?? '' },
      );
      await waitFor(
        'the sleep to start',
        async () => (running(sleep).length ? true : undefined),
        10_000,
      );
      await terminal.stop(signal, 5000);
      await waitFor(
        'nothing left running',
        async () => (running(sleep).length === 0 ? true : undefined),
        5000,
      );
      expect(running(sleep)).toEqual([]);
    },
  );
});
