// The admin CLI starts fast: `--help` and commands that need only the configuration and the
// database load neither the research tools nor the enrichment agent (dozens of modules: page
// extraction, DNS, HTML parsing). A module-load hook in the real process lists what it loads.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAdminProcess } from '../support/admin-process.js';

/**
 * What no config-only command should load: the tools and what only they use (the names alone,
 * tool-names.js, are the configuration's), the LLM agent, the enrichment module. The SSRF guard
 * (libs/research/net) is allowed: webhook commands check endpoint addresses with it. So are the
 * enrichment module's entities (company_findings): the data source every command opens maps them.
 */
const HEAVY =
  /\/dist\/(libs\/research\/(tools\/(?!tool-names\.js)|extract\/|trust\/|merge\/|intelligence\/)|libs\/llm-agent\/|src\/modules\/enrichment\/(?![\w/-]+\.entity\.js$))/;

/** The modules the hook listed on stderr. */
const loaded = (stderr: string) =>
  stderr
    .split('\n')
    .filter((line) => line.startsWith('LOADED '))
    .map((line) => line.slice('LOADED '.length));

describe('admin CLI start-up', () => {
  let dir: string;
  let env: Record<string, string>;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'admin-startup-'));
    // Runs in the loader thread: one line per module the process loads from dist/.
    writeFileSync(
      join(dir, 'hooks.mjs'),
      `export async function load(url, context, next) {
        if (url.includes('/dist/')) process.stderr.write('LOADED ' + url + '\\n');
        return next(url, context);
      }`,
    );
    writeFileSync(
      join(dir, 'register.mjs'),
      `import { register } from 'node:module';
      register('./hooks.mjs', import.meta.url);`,
    );
    env = {
      NODE_OPTIONS: `--import=${join(dir, 'register.mjs')}`,
      SQLITE_PATH: join(dir, 'admin.db'),
    };
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([
    [['--help']],
    [['org:create', '--name', 'Startup']],
    [['org:list']],
    [['webhook:list', '--org', '00000000-0000-4000-8000-000000000000']],
  ])('%j loads no research tool and no agent', async (args) => {
    const run = await runAdminProcess(args, env);
    const modules = loaded(run.stderr);
    // The hook worked: the entry point itself is listed.
    expect(modules.some((m) => m.endsWith('/dist/src/cli/admin.js'))).toBe(
      true,
    );
    expect(modules.filter((m) => HEAVY.test(m))).toEqual([]);
  });
});
