// The built admin CLI run as a process, as operators and scripts run it: help, flag syntax,
// errors and exit codes, the new commands, and configuration from a .env file.
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { ADMIN_COMMANDS } from '../../src/cli/commands/index.js';
import {
  ADMIN,
  runAdminProcess,
  runOnTerminal,
} from '../support/admin-process.js';

describe('admin CLI, built, as a process [sqlite]', () => {
  let dir: string;
  let env: Record<string, string>;
  const admin = (...args: string[]) => runAdminProcess(args, env);
  const csv = () => {
    const path = join(dir, `import-${Math.random().toString(36).slice(2)}.csv`);
    const rows = ['email,name'];
    for (let n = 1; n <= 300; n++)
      rows.push(`user${n}@progress.test,User ${n}`);
    rows.splice(5, 0, 'broken,Nobody'); // line 6
    writeFileSync(path, `${rows.join('\n')}\n`);
    return path;
  };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'admin-cli-'));
    env = { SQLITE_PATH: join(dir, 'db.sqlite') };
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  describe('help', () => {
    it.each([['--help'], ['-h'], ['help']])(
      '%s lists every command on stdout and exits 0',
      async (flag) => {
        const out = await admin(flag);
        expect(out.exitCode).toBe(0);
        expect(out.stderr).toBe('');
        expect(out.stdout).toMatch(/^Usage: admin <command>/);
        for (const name of Object.keys(ADMIN_COMMANDS))
          expect(out.stdout).toContain(`  ${name} `);
      },
    );

    it.each(Object.keys(ADMIN_COMMANDS))(
      '%s --help shows its usage, every flag and what it prints',
      async (name) => {
        const out = await admin(name, '--help');
        expect(out.exitCode).toBe(0);
        expect(out.stdout).toMatch(new RegExp(`^Usage: admin ${name}\\b`));
        for (const flag of Object.keys(ADMIN_COMMANDS[name].flags))
          expect(out.stdout).toContain(`--${flag} `);
        expect(out.stdout).toContain(`Prints: ${ADMIN_COMMANDS[name].prints}`);
        // Help needs no database: none was created for it.
        expect(existsSync(env.SQLITE_PATH)).toBe(false);
      },
    );

    it('runs by its package.json bin name', async () => {
      const { stdout } = await promisify(execFile)(
        'npm',
        ['exec', '--offline', '--no', '--', 'enrichment-admin', '--help'],
        { env: { ...process.env, ENV_FILE: '/dev/null' }, timeout: 30_000 },
      );
      expect(stdout).toMatch(/^Usage: admin <command>/);
    });

    it("prints the package's version with --version", async () => {
      const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
      for (const flag of ['--version', '-v']) {
        const out = await admin(flag);
        expect(out).toMatchObject({ exitCode: 0, stdout: `${version}\n` });
      }
    });

    it('answers `help <command>` like `<command> --help`', async () => {
      const a = await admin('help', 'actor:import');
      const b = await admin('actor:import', '-h');
      expect(a.exitCode).toBe(0);
      expect(a.stdout).toBe(b.stdout);
    });

    it('without a command prints the usage on stderr and exits 2', async () => {
      const out = await admin();
      expect(out.exitCode).toBe(2);
      expect(out.stdout).toBe('');
      expect(out.stderr).toMatch(/^Usage: admin <command>/);
    });
  });

  describe('flags and errors', () => {
    it('takes --flag value and --flag=value alike', async () => {
      const spaced = await admin(
        'org:create',
        '--name',
        'Spaced',
        '--quota',
        '7',
      );
      const joined = await admin('org:create', '--name=Joined', '--quota=7');
      expect(spaced.json).toEqual({
        id: expect.any(String),
        name: 'Spaced',
        quota: 7,
      });
      expect(joined.json).toEqual({
        id: expect.any(String),
        name: 'Joined',
        quota: 7,
      });
    });

    it.each([
      [
        ['org:create', '--nmae', 'X'],
        /unknown flag --nmae for org:create; its flags are --name, --quota/,
      ],
      [
        ['org:list', '--all'],
        /unknown flag --all for org:list; it takes no flags/,
      ],
      [['org:create', '--name'], /--name/],
      [['org:create', '--name', 'a', '--name', 'b'], /--name given twice/],
      [['org:create', 'Acme'], /unexpected argument Acme/],
      [['org:create'], /--name is required/],
      [['actor:show', '--org', 'x'], /exactly one of --id, --email/],
      [
        ['no:such'],
        /unknown command no:such; the commands are setup, org:create/,
      ],
    ])(
      '%j is a usage error: exit 2, message on stderr, stdout empty',
      async (args, message) => {
        const out = await admin(...args);
        expect(out.exitCode).toBe(2);
        expect(out.stdout).toBe('');
        expect(out.stderr).toMatch(message);
      },
    );

    it('a failure exits 1', async () => {
      const out = await admin(
        'key:list',
        '--org',
        '00000000-0000-4000-8000-000000000000',
      );
      expect(out.exitCode).toBe(1);
      expect(out.stdout).toBe('');
      expect(out.stderr).toMatch(/No organization/);
    });

    it('an invalid configuration is a usage error naming the variable', async () => {
      const out = await runAdminProcess(['org:list'], {
        ...env,
        LOG_LEVEL: 'loud',
      });
      expect(out.exitCode).toBe(2);
      expect(out.stderr).toMatch(/LOG_LEVEL/);
    });
  });

  it('org:list prints every organization, oldest first, in the fixed shape', async () => {
    const first = (await admin('org:create', '--name', 'Listed one')).json;
    const second = (
      await admin('org:create', '--name', 'Listed two', '--quota', '3')
    ).json;
    await admin('org:update', '--id', second.id, '--rate-limit', '90');
    const out = await admin('org:list');
    expect(out.exitCode).toBe(0);
    const listed = out.json as Array<Record<string, unknown>>;
    for (const org of listed)
      expect(Object.keys(org)).toEqual([
        'id',
        'name',
        'quota',
        'rateLimitPerMinute',
        'createdAt',
      ]);
    const ids = listed.map((o) => o.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(listed.find((o) => o.id === second.id)).toEqual({
      id: second.id,
      name: 'Listed two',
      quota: 3,
      rateLimitPerMinute: 90,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  describe('actor:import output', () => {
    it('piped: stderr carries the invalid rows and nothing else, stdout the counts', async () => {
      const org = (await admin('org:create', '--name', 'Piped')).json;
      const out = await admin('actor:import', '--org', org.id, '--file', csv());
      expect(out.exitCode).toBe(0);
      expect(out.json).toEqual({
        read: 301,
        created: 300,
        existing: 0,
        invalid: 1,
        rejected: 0,
      });
      expect(out.stderr).toMatch(
        /^line 6: email must be a valid address \([^)]*\)\n$/,
      );
    });

    it('at a terminal: draws a progress bar on stderr, keeping the invalid rows above it', async () => {
      const org = (await admin('org:create', '--name', 'Terminal')).json;
      const out = await runOnTerminal(
        ['node', ADMIN, 'actor:import', '--org', org.id, '--file', csv()],
        { ...env, ENV_FILE: '/dev/null' },
      );
      expect(out.exitCode).toBe(0);
      expect(out.output).toMatch(/\[#+-*\] +\d+% +\d+ rows/);
      expect(out.output).toMatch(/line 6: email must be a valid address/);
      // The bar is cleared before the result, which stands alone on its line.
      // The bar's line is erased (CR, ESC [K) before the result is printed.
      expect(out.output).toContain(
        '\r\u001b[K{"read":301,"created":300,"existing":0,"invalid":1,"rejected":0}',
      );
    });
  });

  describe('.env', () => {
    let cwd: string;
    beforeEach(() => {
      cwd = mkdtempSync(join(tmpdir(), 'admin-dotenv-'));
    });
    afterEach(() => rmSync(cwd, { recursive: true, force: true }));

    const issueKey = async (processEnv: Record<string, string>) => {
      const org = await runAdminProcess(
        ['org:create', '--name', 'Env'],
        processEnv,
        { cwd, readDotEnv: true },
      );
      expect(org.exitCode).toBe(0);
      return runAdminProcess(['key:issue', '--org', org.json.id], processEnv, {
        cwd,
        readDotEnv: true,
      });
    };

    it('reads ./.env for what the environment leaves unset', async () => {
      writeFileSync(
        join(cwd, '.env'),
        `# local settings\nSQLITE_PATH=${join(cwd, 'from-file.sqlite')}\nAPI_KEY_PREFIX=dotenv\n`,
      );
      const key = await issueKey({});
      expect(key.json.key).toMatch(/^dotenv_live_/);
      expect(existsSync(join(cwd, 'from-file.sqlite'))).toBe(true);
    });

    it('lets the environment win over the file', async () => {
      writeFileSync(
        join(cwd, '.env'),
        `SQLITE_PATH=${join(cwd, 'from-file.sqlite')}\nAPI_KEY_PREFIX=dotenv\n`,
      );
      const key = await issueKey({
        API_KEY_PREFIX: 'environ',
        SQLITE_PATH: join(cwd, 'from-env.sqlite'),
      });
      expect(key.json.key).toMatch(/^environ_live_/);
      expect(existsSync(join(cwd, 'from-env.sqlite'))).toBe(true);
      expect(existsSync(join(cwd, 'from-file.sqlite'))).toBe(false);
    });

    it('reads the file ENV_FILE names, and refuses one that does not exist', async () => {
      writeFileSync(
        join(cwd, 'prod.env'),
        `SQLITE_PATH=${join(cwd, 'named.sqlite')}\nAPI_KEY_PREFIX=named\n`,
      );
      const key = await issueKey({ ENV_FILE: join(cwd, 'prod.env') });
      expect(key.json.key).toMatch(/^named_live_/);
      const missing = await runAdminProcess(
        ['org:list'],
        { ENV_FILE: join(cwd, 'nope.env') },
        { cwd, readDotEnv: true },
      );
      expect(missing.exitCode).toBe(2);
      expect(missing.stderr).toMatch(
        /ENV_FILE: cannot read .*nope\.env \(ENOENT\)/,
      );
    });
  });
});
