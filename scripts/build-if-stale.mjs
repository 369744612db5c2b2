// `npm start` and `npm run admin` run this first instead of a full build: it builds only when a
// source file or a tsconfig is newer than the last build (the stamp scripts/build.mjs leaves), so
// a current build costs a few stat calls (milliseconds) instead of a TypeScript run (seconds).
// A build says so as it starts and every few seconds until it ends: a first start compiles
// everything, which takes a while on a slow machine, and a silent terminal looks stuck.
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { stampedAt } from './build-stamp.mjs';

const INPUTS = ['src', 'libs', 'tsconfig.json', 'tsconfig.build.json'];
/** How often a build still running says so. */
const PROGRESS_EVERY_MS = 10_000;

function newestMtime(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file changes its directory
  for (const entry of readdirSync(path))
    newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const say = (line) => process.stderr.write(`${line}\n`);

if (Math.max(...INPUTS.map(newestMtime)) > stampedAt()) {
  const first = stampedAt() === 0;
  say(
    first
      ? 'Building the service (first start: compiling TypeScript, about a minute; later starts build only what changed)…'
      : 'Sources changed since the last build: building…',
  );
  const started = Date.now();
  const seconds = () => Math.round((Date.now() - started) / 1000);
  const progress = setInterval(
    () => say(`  still building (${seconds()} s)…`),
    PROGRESS_EVERY_MS,
  );
  const status = await new Promise((resolve) =>
    spawn('npm', ['run', '-s', 'build'], { stdio: 'inherit' }).once(
      'exit',
      (code) => resolve(code ?? 1),
    ),
  );
  clearInterval(progress);
  if (status !== 0) {
    say(`The build failed after ${seconds()} s (its errors are above).`);
    process.exit(status);
  }
  say(`Built in ${seconds()} s.`);
}
