// Part of `npm run build`: the package's `bin` entries point at compiled files, which tsc writes
// without the execute bit. npm sets it when it links bins at install time, but on a fresh clone
// `npm install` runs before the first build, when the files do not exist yet: then
// `npm exec enrichment-admin` finds the file and the shell refuses it ("Permission denied").
import { chmodSync, readFileSync } from 'node:fs';

const { bin = {} } = JSON.parse(readFileSync('package.json', 'utf8'));
for (const file of Object.values(bin)) chmodSync(file, 0o755);
