// `npm start` and `npm run admin` run this first instead of a full build: it builds only when a
// source file or a tsconfig is newer than the last build (the stamp scripts/build.mjs leaves), so
// a current build costs a few stat calls (milliseconds) instead of a TypeScript run (seconds).
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { stampedAt } from './build-stamp.mjs';

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

if (Math.max(...INPUTS.map(newestMtime)) > stampedAt()) {
  const build = spawnSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
