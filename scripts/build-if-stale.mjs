// `npm run admin` runs this first instead of a full build: it builds only when a source file or
// a tsconfig is newer than the last build it made, so a current build costs a few stat calls
// (milliseconds) instead of a TypeScript run (seconds).
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  openSync,
  readdirSync,
  statSync,
  utimesSync,
} from 'node:fs';
import { join } from 'node:path';

const STAMP = 'dist/.build-stamp';
const INPUTS = ['src', 'libs', 'tsconfig.json', 'tsconfig.build.json'];

function newestMtime(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file changes its directory
  for (const entry of readdirSync(path))
    newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const built = statSync(STAMP, { throwIfNoEntry: false })?.mtimeMs ?? 0;
if (Math.max(...INPUTS.map(newestMtime)) > built) {
  // Stamped with the time the build started: a file saved during the build is seen next time.
  const started = new Date();
  const build = spawnSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  closeSync(openSync(STAMP, 'a'));
  utimesSync(STAMP, started, started);
}
