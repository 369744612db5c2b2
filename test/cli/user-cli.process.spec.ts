// user:create, user:list and user:remove from the built CLI, as an operator runs them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verifyPassword } from '../../libs/password/index.js';
import { loadConfig } from '../../src/config/app-config.js';
import { createDataSource } from '../../src/database/data-source.js';
import { runAdminProcess } from '../support/admin-process.js';

describe('user commands, built CLI as a process [sqlite]', () => {
  let dir: string;
  let env: Record<string, string>;
  let orgId: string;
  const admin = (...args: string[]) => runAdminProcess(args, env);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'user-cli-'));
    env = { SQLITE_PATH: join(dir, 'db.sqlite') };
    orgId = (await admin('org:create', '--name', 'People')).json.id;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** What the database holds for a user, read as anyone with a copy of it could. */
  const storedHash = async (id: string): Promise<string> => {
    const ds = createDataSource(loadConfig(env).database);
    await ds.initialize();
    try {
      const [row] = await ds.query(
        'SELECT "passwordHash" FROM "users" WHERE "id" = ?',
        [id],
      );
      return row.passwordHash as string;
    } finally {
      await ds.destroy();
    }
  };

  it('user:create prints the user and a generated password, shown once; only its hash is stored', async () => {
    const out = await admin(
      'user:create',
      '--org',
      orgId,
      '--email=Ops.Lead@People.test',
      '--role',
      'admin',
    );
    expect(out.exitCode).toBe(0);
    expect(Object.keys(out.json)).toEqual([
      'id',
      'orgId',
      'email',
      'role',
      'password',
    ]);
    expect(out.json).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      orgId,
      email: 'ops.lead@people.test',
      role: 'admin',
      password: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/),
    });
    const hash = await storedHash(out.json.id);
    expect(hash).not.toContain(out.json.password);
    await expect(verifyPassword(out.json.password, hash)).resolves.toBe(true);
    expect(out.stderr).not.toContain(out.json.password);
  });

  it('user:create makes a viewer unless told otherwise', async () => {
    const out = await admin(
      'user:create',
      '--org',
      orgId,
      '--email',
      'reader@people.test',
    );
    expect(out.json.role).toBe('viewer');
  });

  it.each([
    [['--email', 'not-an-email'], 2, /--email must be a valid address/],
    [
      ['--email', 'x@people.test', '--role', 'owner'],
      2,
      /--role must be one of admin, viewer/,
    ],
    [['--email', 'ops.lead@PEOPLE.test'], 1, /already exists/],
  ])('user:create %j exits %i', async (flags, code, message) => {
    const out = await admin('user:create', '--org', orgId, ...flags);
    expect(out.exitCode).toBe(code);
    expect(out.stdout).toBe('');
    expect(out.stderr).toMatch(message);
  });

  it('user:create for an unknown organization fails', async () => {
    const out = await admin(
      'user:create',
      '--org',
      '00000000-0000-4000-8000-000000000000',
      '--email',
      'lost@people.test',
    );
    expect(out.exitCode).toBe(1);
    expect(out.stderr).toMatch(/No organization/);
  });

  it('user:list shows the users, oldest first, never a password or its hash', async () => {
    const out = await admin('user:list', '--org', orgId);
    expect(out.exitCode).toBe(0);
    expect(out.json.map((u: { email: string }) => u.email)).toEqual([
      'ops.lead@people.test',
      'reader@people.test',
    ]);
    for (const user of out.json)
      expect(Object.keys(user)).toEqual(['id', 'email', 'role', 'createdAt']);
    expect(out.stdout).not.toMatch(/scrypt|password/i);
  });

  it('user:remove removes the user; a second time it is not found', async () => {
    const { json: made } = await admin(
      'user:create',
      '--org',
      orgId,
      '--email',
      'leaving@people.test',
    );
    const out = await admin('user:remove', '--id', made.id);
    expect(out.json).toEqual({ id: made.id, removed: true });
    const listed = (await admin('user:list', '--org', orgId)).json;
    expect(listed.map((u: { id: string }) => u.id)).not.toContain(made.id);
    const again = await admin('user:remove', '--id', made.id);
    expect(again.exitCode).toBe(1);
    expect(again.stderr).toMatch(/No user/);
  });
});
