// Install scripts are reviewed (package.json "allowScripts"): npm 11 only reports unreviewed ones,
// npm 12 skips them, so a missing approval would leave the SQLite driver unbuilt on a fresh clone.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  allowScripts?: Record<string, boolean>;
};
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { hasInstallScript?: boolean; optional?: boolean }>;
};

/** The package's name from its path in the lock (node_modules/a/node_modules/@s/b → @s/b). */
const nameOf = (path: string) => path.split('node_modules/').pop()!;

describe('install scripts', () => {
  it('every locked package with an install script has a decision in allowScripts', () => {
    const withScripts = Object.entries(lock.packages)
      .filter(([path, entry]) => path && entry.hasInstallScript)
      .map(([path]) => nameOf(path));
    expect(withScripts.length).toBeGreaterThan(0);
    const undecided = withScripts.filter(
      (name) => typeof pkg.allowScripts?.[name] !== 'boolean',
    );
    expect(undecided).toEqual([]);
  });

  it('lets the SQLite driver build, and nothing whose work a prebuilt package or a setting covers', () => {
    expect(pkg.allowScripts).toEqual({
      'better-sqlite3': true,
      '@parcel/watcher': false,
      '@scarf/scarf': false,
      'msgpackr-extract': false,
      'unrs-resolver': false,
    });
  });

  it("npm's own check finds nothing unreviewed", async () => {
    const { stdout } = await promisify(execFile)(
      'npm',
      ['approve-scripts', '--allow-scripts-pending'],
      { timeout: 60_000 },
    );
    expect(stdout).toContain('No packages with unreviewed install scripts');
  });

  it('the installed SQLite driver has its native binding', () => {
    const require = createRequire(import.meta.url);
    const Database = require('better-sqlite3') as new (path: string) => {
      prepare(sql: string): { get(): unknown };
      close(): void;
    };
    const db = new Database(':memory:');
    expect(db.prepare('select 1 as one').get()).toEqual({ one: 1 });
    db.close();
  });
});
