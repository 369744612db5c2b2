// Every spec belongs to a tier: a folder of tests outside every tier's roots would never run, and
// nothing would say so; every tier runs in `npm test` or in `npm run test:slow`, never both, never
// neither; and a test gets its own tier's time-out (one Jest project holds several tiers).
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { tierTimeout } from '../support/process-environment.js';

interface Tier {
  name: string;
  testTimeout: number;
  roots: string[];
}
interface Project {
  rootDir?: string;
  roots: string[];
  testEnvironmentOptions: { tierTimeouts: Array<[string, number]> };
}

const root = join(import.meta.dirname, '..', '..');
const load = async (file: string) =>
  (await import(new URL(`../../${file}`, import.meta.url).href)) as {
    default: Project;
    TIERS: Tier[];
  };

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

/** The tiers a configuration runs: those whose every folder is among its roots. */
const tiersOf = (project: Project, tiers: Tier[]) =>
  tiers
    .filter((t) =>
      t.roots.every((r) => project.roots.includes(`<rootDir>/${r}`)),
    )
    .map((t) => t.name)
    .sort();

/** The time-out, in minutes, a configuration gives a test file (0: none of its tiers'). */
const minutes = (p: Project, file: string) =>
  (tierTimeout({ ...p, rootDir: root }, join(root, file)) ?? 0) / 60_000;

describe('Jest tiers', () => {
  it('every spec under libs, src and test is in exactly one tier', async () => {
    const { TIERS } = await load('jest.config.js');
    const roots = TIERS.flatMap((t) => t.roots);
    const homeless = ['libs', 'src', 'test']
      .flatMap(specs)
      .map((file) => relative(root, join(root, file)))
      .filter(
        (file) => roots.filter((r) => file.startsWith(`${r}/`)).length !== 1,
      );
    expect(homeless).toEqual([]);
  });

  it('every tier runs in exactly one of npm test and npm run test:slow; the slow ones start processes', async () => {
    const fast = await load('jest.config.js');
    const slow = await load('jest.slow.config.js');
    const both = [
      ...tiersOf(fast.default, fast.TIERS),
      ...tiersOf(slow.default, fast.TIERS),
    ].sort();
    expect(both).toEqual(fast.TIERS.map((t) => t.name).sort());
    expect(tiersOf(slow.default, fast.TIERS)).toEqual([
      'browser',
      'cli',
      'packaging',
      'process',
    ]);
    expect([...fast.default.roots, ...slow.default.roots].length).toBe(
      fast.TIERS.flatMap((t) => t.roots).length,
    );
  });

  it('the fault drills read TypeScript as the tiers do (a config of its own, from the same base)', async () => {
    const fast = await load('jest.config.js');
    const faults = (await import(
      new URL('../../jest.faults.config.js', import.meta.url).href
    )) as { default: Record<string, unknown> };
    for (const key of [
      'transform',
      'extensionsToTreatAsEsm',
      'moduleNameMapper',
    ])
      expect(faults.default[key]).toEqual(
        (fast.default as unknown as Record<string, unknown>)[key],
      );
  });

  it("gives each test file its own tier's time-out, and none to a file outside every tier", async () => {
    const fast = await load('jest.config.js');
    const slow = await load('jest.slow.config.js');
    expect(minutes(fast.default, 'libs/email/email.spec.ts')).toBe(2);
    expect(minutes(fast.default, 'test/service/a.service.spec.ts')).toBe(3);
    expect(minutes(fast.default, 'test/e2e/a.e2e.spec.ts')).toBe(4);
    expect(minutes(fast.default, 'test/e2e-other/a.spec.ts')).toBe(0);
    expect(minutes(slow.default, 'test/process/a.spec.ts')).toBe(6);
    expect(minutes(slow.default, 'test/packaging/a.spec.ts')).toBe(20);
    expect(minutes(slow.default, 'test/e2e/a.e2e.spec.ts')).toBe(0);
  });
});
