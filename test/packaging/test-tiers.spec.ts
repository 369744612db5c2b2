// Every spec belongs to a Jest project (a tier): a folder of tests outside every tier's roots
// would never run, and nothing would say so; and every tier runs in `npm test` or in
// `npm run test:slow`, never both, never neither.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

interface JestConfigModule {
  default: { projects: Array<{ displayName: string }> };
  TIERS?: Array<{ displayName: string }>;
}

const projectNames = (c: JestConfigModule) =>
  c.default.projects.map((p) => p.displayName);

const loadJestConfig = async (file: string) =>
  (await import(
    new URL(`../../${file}`, import.meta.url).href
  )) as JestConfigModule;

const root = join(import.meta.dirname, '..', '..');

function specs(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.name === 'node_modules'
      ? []
      : e.isDirectory()
        ? specs(join(dir, e.name))
        : e.name.endsWith('.spec.ts')
          ? [join(dir, e.name)]
          : [],
  );
}

describe('Jest tiers', () => {
  it('every spec under libs, src and test is in exactly one tier', async () => {
    const config = new URL('../../jest.config.js', import.meta.url).href;
    const { TIERS } = (await import(config)) as {
      TIERS: Array<{ roots: string[] }>;
    };
    const roots = TIERS.flatMap((t) =>
      t.roots.map((r) => relative(root, r.replace('<rootDir>', root))),
    );
    const homeless = ['libs', 'src', 'test']
      .flatMap(specs)
      .filter(
        (file) => roots.filter((r) => file.startsWith(`${r}/`)).length !== 1,
      );
    expect(homeless).toEqual([]);
  });

  it('every tier runs in exactly one of npm test and npm run test:slow', async () => {
    const fast = await loadJestConfig('jest.config.js');
    const slow = await loadJestConfig('jest.slow.config.js');
    expect([...projectNames(fast), ...projectNames(slow)].sort()).toEqual(
      fast.TIERS!.map((t) => t.displayName).sort(),
    );
    expect(projectNames(slow).sort()).toEqual([
      'browser',
      'packaging',
      'process',
    ]);
  });
});
