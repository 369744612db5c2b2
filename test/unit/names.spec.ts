// Names with one meaning, kept so by reading the tree. The role suffixes are the table in
// docs/architecture.md ("Names"): that table is the one list, and this suite holds the code to it.
// - a file named `thing.role.ts` under src/ has a role from the table;
// - a file that declares a Nest or TypeORM class (a module, controller, injectable, filter,
//   entity) carries a role: a reader knows what it is from its name;
// - a class name is declared once in src/ and libs/;
// - "provider" means a data vendor: nothing of ours is named for a Nest provider.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sourceFiles(join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.spec.ts')
        ? [join(dir, e.name)]
        : [],
  );
}

/** The roles the architecture document lists: rows of its "Names" table that start `.role`. */
function documentedRoles(): string[] {
  const doc = readFileSync('docs/architecture.md', 'utf8');
  const section = doc.split(/^## /m).find((s) => s.startsWith('Names'));
  if (!section) throw new Error('docs/architecture.md has no "Names" section');
  return [...section.matchAll(/^\| `\.([a-z-]+)` \|/gm)].map((m) => m[1]!);
}

/** `role` of `thing.role.ts`, or null for a plain `thing.ts`. */
function roleOf(file: string): string | null {
  const parts = basename(file, '.ts').split('.');
  return parts.length > 1 ? parts[parts.length - 1]! : null;
}

// Migrations are named by their timestamp; they are data, not roles.
const APP_FILES = sourceFiles('src').filter((f) => !f.includes('migrations'));
const NEST_CLASS =
  /^@(Injectable|Controller|DashboardController|Module|Catch|Entity)\(/m;

describe('names', () => {
  const roles = documentedRoles();

  it('the architecture document lists a short, fixed set of roles', () => {
    expect(roles.length).toBeGreaterThan(10);
    expect(roles.length).toBeLessThanOrEqual(26);
    expect(new Set(roles).size).toBe(roles.length);
  });

  it('every role suffix in src/ is one the document lists', () => {
    const stray = APP_FILES.filter((f) => {
      const role = roleOf(f);
      return role !== null && !roles.includes(role);
    });
    expect(stray).toEqual([]);
  });

  it('every file with a Nest or TypeORM class says its role', () => {
    const unnamed = APP_FILES.filter(
      (f) => roleOf(f) === null && NEST_CLASS.test(readFileSync(f, 'utf8')),
    );
    expect(unnamed).toEqual([]);
  });

  it('every class name is declared once', () => {
    const where = new Map<string, string[]>();
    for (const file of [...APP_FILES, ...sourceFiles('libs')])
      for (const m of readFileSync(file, 'utf8').matchAll(
        /^(?:export )?(?:abstract )?class (\w+)/gm,
      ))
        where.set(m[1]!, [...(where.get(m[1]!) ?? []), file]);
    const twice = [...where].filter(([, files]) => files.length > 1);
    expect(twice).toEqual([]);
  });

  it('"provider" names a data vendor, never a Nest provider', () => {
    const nestProviders = APP_FILES.flatMap((f) =>
      [
        ...readFileSync(f, 'utf8').matchAll(
          /^(?:export )?(?:const|function|class) ([a-z]\w*Provider)\b/gm,
        ),
      ].map((m) => `${f}: ${m[1]}`),
    );
    expect(nestProviders).toEqual([]);
    expect(APP_FILES.filter((f) => roleOf(f) === 'provider')).toEqual([]);
  });
});
