// actor:reenrich, actor:erase and org:update's quota re-admission from the BUILT admin CLI, run
// as a process as an operator runs it: outputs exactly in their fixed shapes, and the errors.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAdminProcess } from '../support/admin-process.js';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
/** Several real processes per test, each up to a few seconds on a busy 2-core machine. */
const PROCESSES_TIMEOUT_MS = 120_000;

describe('operator commands, built, as a process [sqlite]', () => {
  let dir: string;
  let env: Record<string, string>;
  const admin = (...args: string[]) => runAdminProcess(args, env);

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'operator-cli-'));
    env = { SQLITE_PATH: join(dir, 'db.sqlite') };
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** An organization with `quota`, and actors imported into it (no service runs: they wait). */
  async function orgWithActors(quota: string, emails: string[]) {
    const org = (await admin('org:create', '--name', 'Ops', '--quota', quota))
      .json;
    const file = join(dir, `${org.id}.csv`);
    writeFileSync(file, ['email', ...emails].join('\n'));
    const imported = await admin(
      'actor:import',
      '--org',
      org.id,
      '--file',
      file,
    );
    expect(imported.exitCode).toBe(0);
    return org.id as string;
  }

  it(
    'actor:reenrich prints {"queued"}: 0 for actors already waiting for research',
    async () => {
      const orgId = await orgWithActors('none', ['ada@ops.test']);
      const byEmail = await admin(
        'actor:reenrich',
        '--org',
        orgId,
        '--email',
        'ADA@ops.test',
      );
      expect(byEmail).toMatchObject({ exitCode: 0, stderr: '' });
      expect(byEmail.stdout).toBe('{"queued":0}\n');
      const byAge = await admin(
        'actor:reenrich',
        '--org',
        orgId,
        '--older-than=30',
      );
      expect(byAge.stdout).toBe('{"queued":0}\n');
    },
    PROCESSES_TIMEOUT_MS,
  );

  it.each([
    [
      ['actor:reenrich', '--org', UNKNOWN],
      /exactly one of --id, --email, --older-than/,
    ],
    [
      ['actor:reenrich', '--org', UNKNOWN, '--id', 'x', '--older-than', '3'],
      /exactly one of --id, --email, --older-than/,
    ],
    [
      ['actor:reenrich', '--org', UNKNOWN, '--older-than', '0'],
      /--older-than must be a whole number of days/,
    ],
    [
      ['actor:reenrich', '--org', UNKNOWN, '--older-than', '2.5'],
      /--older-than must be a whole number of days/,
    ],
    [['actor:reenrich', '--id', UNKNOWN], /--org is required/],
    [['actor:erase', '--org', UNKNOWN], /exactly one of --id, --email/],
    [
      ['actor:erase', '--org', UNKNOWN, '--older-than', '3'],
      /unknown flag --older-than for actor:erase; its flags are --org, --id, --email/,
    ],
  ])('%j is a usage error: exit 2, stdout empty', async (args, message) => {
    const out = await admin(...args);
    expect(out.exitCode).toBe(2);
    expect(out.stdout).toBe('');
    expect(out.stderr).toMatch(message);
  });

  it(
    'an unknown organization or actor to re-enrich is a failure: exit 1',
    async () => {
      const noOrg = await admin(
        'actor:reenrich',
        '--org',
        UNKNOWN,
        '--older-than',
        '1',
      );
      expect(noOrg).toMatchObject({ exitCode: 1, stdout: '' });
      expect(noOrg.stderr).toMatch(/No organization/);
      const orgId = await orgWithActors('none', []);
      const noActor = await admin(
        'actor:reenrich',
        '--org',
        orgId,
        '--id',
        UNKNOWN,
      );
      expect(noActor).toMatchObject({ exitCode: 1, stdout: '' });
      expect(noActor.stderr).toMatch(/No actor/);
    },
    PROCESSES_TIMEOUT_MS,
  );

  it(
    'actor:erase prints {"erased"}: 1, then 0 for the same person; the actor is gone',
    async () => {
      const orgId = await orgWithActors('none', ['bob@ops.test']);
      const shown = await admin(
        'actor:show',
        '--org',
        orgId,
        '--email',
        'bob@ops.test',
      );
      const first = await admin(
        'actor:erase',
        '--org',
        orgId,
        '--id',
        shown.json.id,
      );
      expect(first).toMatchObject({ exitCode: 0, stderr: '' });
      expect(first.stdout).toBe('{"erased":1}\n');
      const again = await admin(
        'actor:erase',
        '--org',
        orgId,
        '--email',
        'bob@ops.test',
      );
      expect(again.stdout).toBe('{"erased":0}\n');
      const gone = await admin(
        'actor:show',
        '--org',
        orgId,
        '--id',
        shown.json.id,
      );
      expect(gone.exitCode).toBe(1);
      // Erasing in an organization that does not exist is a failure, not a silent 0.
      const noOrg = await admin(
        'actor:erase',
        '--org',
        UNKNOWN,
        '--email',
        'bob@ops.test',
      );
      expect(noOrg).toMatchObject({ exitCode: 1, stdout: '' });
    },
    PROCESSES_TIMEOUT_MS,
  );

  it(
    'org:update --quota re-admits the refused actors, says how many on stderr, and prints its fixed shape',
    async () => {
      const orgId = await orgWithActors('1', [
        'c1@ops.test',
        'c2@ops.test',
        'c3@ops.test',
      ]);
      const out = await admin('org:update', '--id', orgId, '--quota', '2');
      expect(out.exitCode).toBe(0);
      expect(out.json).toEqual({
        id: orgId,
        name: 'Ops',
        quota: 2,
        rateLimitPerMinute: null,
      });
      expect(out.stderr).toBe(
        're-admitted 1 actor refused for quota this month\n',
      );
      const card = async (email: string) =>
        (await admin('actor:show', '--org', orgId, '--email', email)).json
          .status;
      // The full record shows a refused actor as failed; the re-admitted one waits for a worker.
      expect(await card('c2@ops.test')).toBe('pending');
      expect(await card('c3@ops.test')).toBe('failed');
      // The same quota again: nothing more to admit, nothing said.
      const same = await admin('org:update', '--id', orgId, '--quota', '2');
      expect(same.stderr).toBe('');
    },
    PROCESSES_TIMEOUT_MS,
  );
});
