// Clients generated from the committed openapi.json by two generators the API's users run
// (openapi-typescript with openapi-fetch, and @hey-api/openapi-ts), each with a program written
// against it as a user would (client-programs/: it handles a null rejectionReason, a 304 and
// every error envelope), compiled with --strict. The document must be true enough for generated
// code to be right: issue 30's hey-api client typed rejectionReason as never null, so
// `.toUpperCase()` compiled and crashed. No network: both generators read the local file, and
// all they need is in devDependencies.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { spawnTracked } from '../support/service-process.js';

const ROOT = process.cwd();
const PROGRAMS = join(ROOT, 'test/packaging/client-programs');
const bin = (path: string) => join(ROOT, 'node_modules', path);
/** Generating and compiling take seconds on a quiet machine; a loaded one only slows them. */
const STEP_MS = 240_000;

/** Runs node with `args`: its exit code and output (bounded in time). */
async function run(
  args: string[],
  cwd: string,
): Promise<{ code: number | null; output: string }> {
  const child = spawnTracked(
    process.execPath,
    args,
    { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
    cwd,
  );
  const exit = await child.waitForExit(STEP_MS);
  return { code: exit.code, output: child.output() };
}

/** A generator's run, which must succeed before there is anything to compile. */
async function generate(args: string[], cwd: string): Promise<void> {
  const { code, output } = await run(args, cwd);
  if (code !== 0) throw new Error(`the generator exited ${code}:\n${output}`);
}

/** tsc --strict on one program, with what a user's project would have: DOM fetch, Node types. */
const strictCompile = (program: string, cwd: string) =>
  run(
    [
      bin('typescript/bin/tsc'),
      // The program alone, not the project's tsconfig.json above it.
      '--ignoreConfig',
      '--strict',
      '--noEmit',
      '--skipLibCheck',
      '--target',
      'es2022',
      '--module',
      'esnext',
      '--moduleResolution',
      'bundler',
      '--lib',
      'es2023,dom',
      '--types',
      'node',
      program,
    ],
    cwd,
  );

describe('clients generated from openapi.json', () => {
  // Under dist/ (built before the tests, ignored by git): the programs import openapi-fetch and
  // @types/node from the project's node_modules, as a user's project would.
  const dir = (() => {
    mkdirSync(join(ROOT, 'dist'), { recursive: true });
    return mkdtempSync(join(ROOT, 'dist', 'generated-clients-'));
  })();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const setUp = (name: string) => {
    const here = join(dir, name);
    mkdirSync(here, { recursive: true });
    for (const file of [`${name}.ts`, 'handle-errors.ts'])
      copyFileSync(join(PROGRAMS, file), join(here, file));
    return here;
  };

  it(
    'openapi-typescript + openapi-fetch: a strict program compiles',
    async () => {
      const here = setUp('openapi-fetch');
      await generate(
        [
          bin('openapi-typescript/bin/cli.js'),
          join(ROOT, 'openapi.json'),
          '--output',
          join(here, 'schema.ts'),
        ],
        here,
      );
      // tsc says nothing when the program compiles; otherwise its errors are the diff.
      expect(await strictCompile('openapi-fetch.ts', here)).toEqual({
        code: 0,
        output: '',
      });
    },
    2 * STEP_MS,
  );

  it(
    '@hey-api/openapi-ts: a strict program compiles',
    async () => {
      const here = setUp('hey-api');
      await generate(
        [
          bin('@hey-api/openapi-ts/bin/run.js'),
          '--input',
          join(ROOT, 'openapi.json'),
          '--output',
          join(here, 'client'),
        ],
        here,
      );
      expect(await strictCompile('hey-api.ts', here)).toEqual({
        code: 0,
        output: '',
      });
    },
    2 * STEP_MS,
  );
});
