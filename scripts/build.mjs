// `npm run build`: compile, copy the dashboard's assets next to the compiled code, make the
// package's bins executable, then leave the build stamp that scripts/build-if-stale.mjs reads.
// Every build stamps, whoever runs it (`npm start`, `npm test`, the Docker image), so the first
// admin command after it does not build again.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { stamp } from './build-stamp.mjs';

// Stamped with the time the build started: a file saved during the build is seen next time.
const started = new Date();
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const compiled = spawnSync(
  process.execPath,
  [
    tsc,
    '-p',
    'tsconfig.build.json',
    '--incremental',
    '--tsBuildInfoFile',
    'dist/.tsbuildinfo',
  ],
  { stdio: 'inherit' },
);
if (compiled.status !== 0) process.exit(compiled.status ?? 1);
await import('./copy-dashboard-assets.mjs');
await import('./make-bins-executable.mjs');
stamp(started);
