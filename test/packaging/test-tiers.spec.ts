// Every spec belongs to a Jest project (a tier): a folder of tests outside every tier's roots
// would never run, and nothing would say so.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

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
});
