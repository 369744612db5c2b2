// `setup`, the production first run, as an operator runs it (the built CLI as a process): the
// first run creates the organization, a key and a dashboard admin and prints the two secrets; a
// second run creates nothing and prints no secret; the key and the password then work.
import { DashboardClient } from '../support/dashboard.js';
import { runAdminProcess } from '../support/admin-process.js';
import { createTestDatabase, type TestDatabase } from '../support/databases.js';
import { forEachDialect } from '../support/dialects.js';
import {
  startServiceProcess,
  stopAllProcesses,
} from '../support/service-process.js';

const SETUP = ['setup', '--org', 'Acme', '--admin-email', 'Ops@Acme.test'];

forEachDialect('admin setup, built, as a process', (dialect) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await stopAllProcesses();
    await db.drop();
  });
  const admin = (...args: string[]) => runAdminProcess(args, db.env);

  it('creates what is missing once, prints each secret once, and never duplicates', async () => {
    const first = await admin(...SETUP);
    expect(first.exitCode).toBe(0);
    expect(first.json).toEqual({
      organization: { id: expect.any(String), name: 'Acme', created: true },
      apiKey: {
        id: expect.any(String),
        key: expect.stringMatching(/^se_live_[A-Za-z0-9]{38}$/),
        created: true,
      },
      admin: {
        id: expect.any(String),
        email: 'ops@acme.test',
        role: 'admin',
        password: expect.any(String),
        created: true,
      },
    });
    const { key } = first.json.apiKey;
    const { password } = first.json.admin;

    const second = await admin(...SETUP);
    expect(second.exitCode).toBe(0);
    expect(second.json).toEqual({
      organization: { ...first.json.organization, created: false },
      apiKey: { id: first.json.apiKey.id, created: false },
      admin: {
        id: first.json.admin.id,
        email: 'ops@acme.test',
        role: 'admin',
        created: false,
      },
    });
    expect(second.stdout + second.stderr).not.toContain(key);
    expect(second.stdout + second.stderr).not.toContain(password);

    const orgId = first.json.organization.id;
    expect((await admin('org:list')).json).toHaveLength(1);
    expect((await admin('key:list', '--org', orgId)).json).toHaveLength(1);
    expect((await admin('user:list', '--org', orgId)).json).toHaveLength(1);

    // What it printed works: the key against the API, the password on the dashboard.
    const service = await startServiceProcess(db.env);
    const res = await fetch(
      `${service.url}/v1/actors/00000000-0000-4000-8000-000000000000`,
      { headers: { authorization: `Bearer ${key}` } },
    );
    expect(res.status).toBe(404);
    const signedIn = await new DashboardClient(service.url!).signIn(
      'ops@acme.test',
      password,
    );
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toBe('/dashboard/signups');
  });

  it('issues a key again only when none is usable, and keeps the admin it has', async () => {
    const before = await admin(...SETUP);
    await admin('key:revoke', '--id', before.json.apiKey.id);
    const after = await admin(...SETUP);
    expect(after.exitCode).toBe(0);
    expect(after.json.apiKey).toEqual({
      id: expect.not.stringMatching(before.json.apiKey.id),
      key: expect.stringMatching(/^se_live_/),
      created: true,
    });
    expect(after.json.admin).toMatchObject({
      id: before.json.admin.id,
      created: false,
    });
    expect(after.json.admin.password).toBeUndefined();
  });

  it('refuses an email that belongs to another organization, creating nothing', async () => {
    const other = await admin(
      'setup',
      '--org',
      'Other',
      '--admin-email',
      'ops@acme.test',
    );
    expect(other.exitCode).toBe(1);
    expect(other.stderr).toMatch(/already a dashboard user of another/);
    expect(other.stdout).toBe('');
    // No organization "Other", and so no key that no later run would print.
    expect(
      (await admin('org:list')).json.map((o: { name: string }) => o.name),
    ).toEqual(['Acme']);
  });

  it('is a usage error without its flags, or with an invalid email', async () => {
    const missing = await admin('setup', '--org', 'Acme');
    expect(missing.exitCode).toBe(2);
    expect(missing.stderr).toMatch(/--admin-email is required/);
    const invalid = await admin('setup', '--org', 'New', '--admin-email', 'x@');
    expect(invalid.exitCode).toBe(2);
    expect(invalid.stderr).toMatch(/--admin-email must be a valid address/);
  });
});
