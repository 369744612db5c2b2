import request from 'supertest';
import { runAdmin } from '../../src/cli/run-admin.js';
import { createTestDatabase } from '../support/databases.js';
import { forEachDialect } from '../support/dialects.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

forEachDialect('admin CLI', (dialect) => {
  let t: TestApp;
  let env: Record<string, string>;
  const admin = async (...argv: string[]) => {
    const out = await runAdmin(argv, env);
    return { ...out, json: out.stdout ? JSON.parse(out.stdout) : undefined };
  };

  beforeAll(async () => {
    t = await startTestApp(dialect, { API_KEY_CACHE_TTL_MS: '0' });
    const db = t.config.database;
    env =
      db.dialect === 'postgres'
        ? { DATABASE_URL: db.url }
        : { SQLITE_PATH: db.path };
  });
  afterAll(() => t.close());

  it('creates an organization, issues a key the API accepts, lists and revokes it', async () => {
    const org = await admin('org:create', '--name', 'Acme', '--quota', '100');
    expect(org.exitCode).toBe(0);
    expect(org.stdout.trim().split('\n')).toHaveLength(1);
    expect(org.json).toEqual({
      id: expect.any(String),
      name: 'Acme',
      quota: 100,
    });

    const issued = await admin(
      'key:issue',
      '--org',
      org.json.id,
      '--expires-at',
      '2099-01-01T00:00:00Z',
      '--name',
      '  CRM sync ',
    );
    expect(issued.json).toEqual({
      id: expect.stringMatching(/^key_/),
      name: 'CRM sync',
      key: expect.stringMatching(/^se_live_/),
      orgId: org.json.id,
      expiresAt: '2099-01-01T00:00:00.000Z',
    });

    const call = () =>
      request(t.url)
        .post('/v1/actors')
        .set('Authorization', `Bearer ${issued.json.key}`)
        .send({ email: 'cli@acme.com' });
    expect((await call()).status).toBe(201);

    const listed = await admin('key:list', '--org', org.json.id);
    expect(listed.json).toEqual([
      {
        id: issued.json.id,
        name: 'CRM sync',
        createdAt: expect.any(String),
        expiresAt: '2099-01-01T00:00:00.000Z',
        revokedAt: null,
        lastUsedAt: expect.any(String),
      },
    ]);
    expect(listed.stdout).not.toContain(issued.json.key);

    const revoked = await admin('key:revoke', '--id', issued.json.id);
    expect(revoked.json).toEqual({
      id: issued.json.id,
      revokedAt: expect.any(String),
    });
    expect((await call()).status).toBe(401);
  });

  it('creates an organization without a quota as unlimited (null)', async () => {
    expect(
      (await admin('org:create', '--name', 'Unlimited')).json,
    ).toMatchObject({ quota: null });
  });

  it('updates quota and rate limit, together or one at a time', async () => {
    const { id } = (await admin('org:create', '--name', 'Both')).json;
    expect(
      (
        await admin(
          'org:update',
          '--id',
          id,
          '--quota',
          '5',
          '--rate-limit',
          '60',
        )
      ).json,
    ).toEqual({ id, name: 'Both', quota: 5, rateLimitPerMinute: 60 });
    expect(
      (await admin('org:update', '--id', id, '--rate-limit', 'none')).json,
    ).toMatchObject({ quota: 5, rateLimitPerMinute: null });
    expect(
      (await admin('org:update', '--id', id, '--quota', 'none')).json,
    ).toMatchObject({ quota: null, rateLimitPerMinute: null });
  });

  it('db:migrate applies pending migrations once and says which', async () => {
    const fresh = await createTestDatabase(dialect);
    try {
      const first = await runAdmin(['db:migrate'], fresh.env);
      expect(first.exitCode).toBe(0);
      const applied = JSON.parse(first.stdout).applied as string[];
      expect(applied.length).toBeGreaterThan(0);
      expect(applied[0]).toMatch(/^InitialSchema/);
      const again = await runAdmin(['db:migrate'], fresh.env);
      expect(JSON.parse(again.stdout)).toEqual({ applied: [] });
    } finally {
      await fresh.drop();
    }
  });

  it.each([
    [['org:update', '--id', 'x'], /--quota or --rate-limit/],
    [
      ['org:update', '--id', 'x', '--rate-limit', '0'],
      /--rate-limit must be an integer/,
    ],
    [
      ['org:update', '--id', 'x', '--rate-limit', 'lots'],
      /--rate-limit must be an integer/,
    ],
    [['org:create'], /--name is required/],
    [['org:create', '--name', 'X', '--quota', '-1'], /--quota/],
    [['org:create', '--nmae', 'X'], /unknown flag --nmae.*--name, --quota/],
    [
      ['key:issue', '--org', '00000000-0000-4000-8000-000000000000'],
      /No organization/,
    ],
    [['key:issue', '--org', 'x', '--expires-at', 'tomorrow'], /--expires-at/],
    [
      ['key:issue', '--org', 'ORG', '--name', 'x'.repeat(101)],
      /--name must be at most 100 characters/,
    ],
    [['key:revoke', '--id', 'key_nope'], /No API key/],
    [['no:such'], /unknown command/],
  ])(
    'fails %j with a message on stderr and nothing on stdout',
    async (argv, message) => {
      const out = await admin(...argv);
      expect(out.exitCode).not.toBe(0);
      expect(out.stdout).toBe('');
      expect(out.stderr).toMatch(message);
    },
  );
});
