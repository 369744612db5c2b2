// The embedded default (one process, a SQLite file, no Redis) loads no part of the Redis
// deployment: not Bull, not the Redis client, not the queue dashboard. Each of them is megabytes
// of a process's memory that the embedded default would carry for nothing (issue 29).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startServiceProcess } from '../support/service-process.js';

const PROBE = pathToFileURL(
  join(process.cwd(), 'test/support/fixtures/loaded-packages-probe.js'),
).href;

describe('the embedded default', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'embedded-footprint-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('loads neither Bull, nor a Redis client, nor the queue dashboard', async () => {
    const out = join(dir, 'loaded.txt');
    const service = await startServiceProcess({
      SQLITE_PATH: join(dir, 'db.sqlite'),
      FIRST_RUN_BOOTSTRAP: 'false',
      NODE_OPTIONS: `--import ${PROBE}`,
      LOADED_PACKAGES_OUT: out,
    });
    // Ready, then a moment for the probe's next look (it writes every half second).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const loaded = readFileSync(out, 'utf8').split('\n');
    await service.stop('SIGTERM', 15_000);
    // The probe saw the service's own CommonJS packages (it would see these too).
    expect(loaded).toEqual(
      expect.arrayContaining(['better-sqlite3', 'typeorm']),
    );
    for (const heavy of [
      'bull',
      'ioredis',
      '@bull-board/api',
      '@bull-board/express',
    ])
      expect(loaded).not.toContain(heavy);
  }, 60_000);
});
