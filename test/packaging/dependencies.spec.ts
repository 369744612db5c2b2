// What `npm install` brings in: nothing unused at run time, no install-time analytics, and no
// package that Node 20.19 (the oldest Node we support) would warn about.
import { execFile } from 'node:child_process';
import {
  copyFileSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
  dependencies: Record<string, string>;
  scarfSettings?: { enabled?: boolean };
};

/** Runtime dependencies no source file imports by name, and why each is still needed. */
const LOADED_INDIRECTLY: Record<string, string> = {
  'better-sqlite3': 'the SQLite driver TypeORM loads',
  pg: 'the PostgreSQL driver TypeORM loads',
  'reflect-metadata': 'imported for its side effect by the entry points',
  rxjs: 'a peer dependency of @nestjs/core',
  'class-transformer': '@nestjs/common ValidationPipe loads it',
  'disposable-email-domains':
    'loaded with createRequire (libs/email/email-lists.ts)',
  'email-providers': 'loaded with createRequire (libs/email/email-lists.ts)',
  'role-based-email-addresses':
    'loaded with createRequire (libs/email/email-lists.ts)',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sourceFiles(join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.spec.ts')
        ? [join(dir, e.name)]
        : [],
  );
}

describe('dependencies', () => {
  it('lists no runtime dependency that nothing uses', () => {
    const code = [...sourceFiles('src'), ...sourceFiles('libs')]
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    const unused = Object.keys(pkg.dependencies).filter(
      (name) =>
        !(name in LOADED_INDIRECTLY) &&
        !code.includes(`from '${name}'`) &&
        !code.includes(`from '${name}/`) &&
        !code.includes(`import('${name}')`),
    );
    expect(unused).toEqual([]);
  });

  it('locks every optional dependency, for every platform (npm ci refuses a lock without them)', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
      packages: Record<
        string,
        { optionalDependencies?: Record<string, string> }
      >;
    };
    // npm resolves a dependency from the nearest node_modules folder upwards, as Node does.
    const locked = (from: string, name: string): boolean => {
      for (let dir = from; ;) {
        if (`${dir ? `${dir}/` : ''}node_modules/${name}` in lock.packages)
          return true;
        if (!dir) return false;
        const up = dir.lastIndexOf('/node_modules/');
        dir = up < 0 ? '' : dir.slice(0, up);
      }
    };
    const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !locked(path, name))
        .map((name) => `${path} -> ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('turns install-time analytics off', () => {
    expect(pkg.scarfSettings?.enabled).toBe(false);
  });

  it('installs without engine warnings on the oldest supported Node', async () => {
    const oldest = /^>=(\d+\.\d+\.\d+)$/.exec(pkg.engines.node)?.[1];
    expect(oldest).toBe('20.19.0');
    // A dry run on a copy of the manifest and lock: npm checks every locked package's engines
    // against --node-version without touching node_modules or the network.
    const dir = mkdtempSync(join(tmpdir(), 'npm-engines-'));
    try {
      copyFileSync('package.json', join(dir, 'package.json'));
      copyFileSync('package-lock.json', join(dir, 'package-lock.json'));
      const { stdout, stderr } = await promisify(execFile)(
        'npm',
        [
          'install',
          '--dry-run',
          '--offline',
          '--ignore-scripts',
          '--no-audit',
          '--no-fund',
          `--node-version=${oldest}`,
        ],
        { cwd: dir, timeout: 60_000 },
      );
      expect(`${stdout}${stderr}`).not.toMatch(/EBADENGINE/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
