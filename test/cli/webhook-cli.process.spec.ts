// The webhook:* admin commands, built, run as processes: the fixed output shapes, --help, refusals
// (SSRF guard, unknown events, no key) and their exit codes. Deliveries themselves are covered by
// test/e2e/webhooks and test/process/webhook-delivery.
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAdminProcess } from '../support/admin-process.js';
import { TEST_SECRETS_KEY } from '../support/webhooks.js';

describe('webhook:* admin commands, built, as processes [sqlite]', () => {
  let dir: string;
  let env: Record<string, string>;
  let orgId: string;
  const admin = (...args: string[]) => runAdminProcess(args, env);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'webhook-cli-'));
    env = {
      SQLITE_PATH: join(dir, 'db.sqlite'),
      WEBHOOK_SECRETS_KEY: TEST_SECRETS_KEY,
    };
    orgId = (await admin('org:create', '--name', 'Hooks')).json.id;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('adds, lists, rotates and removes an endpoint with the documented outputs', async () => {
    const allow = { ...env, WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' };
    const added = await runAdminProcess(
      [
        'webhook:add',
        '--org',
        orgId,
        '--url',
        'http://127.0.0.1:9/hook',
        '--events',
        'actor.scored,actor.enriched',
      ],
      allow,
    );
    expect(added.exitCode).toBe(0);
    expect(Object.keys(added.json)).toEqual([
      'id',
      'orgId',
      'url',
      'events',
      'secret',
      'createdAt',
    ]);
    expect(added.json).toMatchObject({
      orgId,
      url: 'http://127.0.0.1:9/hook',
      events: ['actor.scored', 'actor.enriched'],
    });
    expect(added.json.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    // Never in a log line either.
    expect(added.stderr).not.toContain(added.json.secret);

    const all = await runAdminProcess(
      ['webhook:add', '--org', orgId, '--url', 'http://127.0.0.1:9/all'],
      allow,
    );
    expect(all.json.events).toEqual([
      'actor.enriched',
      'actor.failed',
      'actor.rejected',
      'actor.scored',
      'actor.erased',
    ]);

    const listed = await admin('webhook:list', '--org', orgId);
    expect(listed.exitCode).toBe(0);
    expect(listed.json).toEqual([
      {
        id: added.json.id,
        url: 'http://127.0.0.1:9/hook',
        events: ['actor.scored', 'actor.enriched'],
        createdAt: added.json.createdAt,
        disabledAt: null,
        lastDeliveryAt: null,
        lastStatus: null,
      },
      expect.objectContaining({ id: all.json.id }),
    ]);
    expect(listed.stdout).not.toContain('whsec_');

    const rotated = await admin('webhook:rotate-secret', '--id', added.json.id);
    expect(rotated.json).toEqual({
      id: added.json.id,
      secret: expect.stringMatching(/^whsec_/),
    });
    expect(rotated.json.secret).not.toBe(added.json.secret);

    expect(
      (await admin('webhook:deliveries', '--id', added.json.id)).json,
    ).toEqual([]);
    expect((await admin('webhook:remove', '--id', added.json.id)).json).toEqual(
      {
        id: added.json.id,
        removed: true,
      },
    );
    expect(
      (await admin('webhook:list', '--org', orgId)).json.map((e: any) => e.id),
    ).toEqual([all.json.id]);
  });

  it.each([
    [
      'a loopback URL without WEBHOOK_ALLOW_PRIVATE_NETWORKS',
      ['--url', 'http://127.0.0.1:9/hook'],
      /127\.0\.0\.1 is loopback/,
    ],
    [
      'a cloud metadata address',
      ['--url', 'http://169.254.169.254/latest'],
      /linkLocal/,
    ],
    ['a private address', ['--url', 'https://10.0.0.8/hook'], /private/],
    [
      'credentials in the URL',
      ['--url', 'https://u:p@hooks.example.test/'],
      /credentials/,
    ],
    ['another scheme', ['--url', 'ftp://hooks.example.test/'], /scheme/],
    [
      'an unknown event',
      ['--url', 'http://127.0.0.1:9/hook', '--events', 'actor.created'],
      /unknown: actor\.created/,
    ],
  ])('refuses %s (exit 2)', async (_what, flags, message) => {
    const out = await admin('webhook:add', '--org', orgId, ...flags);
    expect(out.exitCode).toBe(2);
    expect(out.stdout).toBe('');
    expect(out.stderr).toMatch(message);
  });

  it('in production, refuses to add an endpoint without WEBHOOK_SECRETS_KEY, saying how to set it', async () => {
    const prod = mkdtempSync(join(tmpdir(), 'webhook-cli-prod-'));
    try {
      const db = { SQLITE_PATH: join(prod, 'db.sqlite') };
      const org = await runAdminProcess(['org:create', '--name', 'P'], db);
      const out = await runAdminProcess(
        [
          'webhook:add',
          '--org',
          org.json.id,
          '--url',
          'http://127.0.0.1:9/hook',
        ],
        {
          ...db,
          NODE_ENV: 'production',
          WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
        },
      );
      expect(out.exitCode).toBe(2);
      expect(out.stderr).toMatch(
        /WEBHOOK_SECRETS_KEY is not set, and in production it is never generated.*openssl rand -base64 32/,
      );
      expect(existsSync(join(prod, 'webhook-secrets.key'))).toBe(false);
    } finally {
      rmSync(prod, { recursive: true, force: true });
    }
  });

  it('on the embedded default without WEBHOOK_SECRETS_KEY, generates one into the data directory, once, and seals with it', async () => {
    const embedded = mkdtempSync(join(tmpdir(), 'webhook-cli-embedded-'));
    try {
      const db = {
        SQLITE_PATH: join(embedded, 'db.sqlite'),
        WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      };
      const org = await runAdminProcess(['org:create', '--name', 'E'], db);
      const keyFile = join(embedded, 'webhook-secrets.key');
      // Commands that seal nothing do not make the key.
      expect(existsSync(keyFile)).toBe(false);
      const add = (n: number) =>
        runAdminProcess(
          [
            'webhook:add',
            '--org',
            org.json.id,
            '--url',
            `http://127.0.0.1:9/hook${n}`,
          ],
          db,
        );
      const first = await add(1);
      expect(first.exitCode).toBe(0);
      expect(first.stderr).toContain(
        `WEBHOOK_SECRETS_KEY was not set: generated one into ${keyFile} (mode 0600)`,
      );
      expect(statSync(keyFile).mode & 0o777).toBe(0o600);
      const second = await add(2);
      expect(second.exitCode).toBe(0);
      expect(second.stderr).toBe('');
      // Both secrets were sealed with the same key: rotating either opens it.
      for (const { json } of [first, second]) {
        const rotated = await runAdminProcess(
          ['webhook:rotate-secret', '--id', json.id],
          db,
        );
        expect(rotated.exitCode).toBe(0);
      }
    } finally {
      rmSync(embedded, { recursive: true, force: true });
    }
  });

  it('answers unknown ids with exit 1 and a bad --limit with exit 2', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const args of [
      ['webhook:remove', '--id', unknown],
      ['webhook:rotate-secret', '--id', unknown],
      ['webhook:deliveries', '--id', unknown],
      ['webhook:replay', '--delivery', unknown],
      ['webhook:list', '--org', unknown],
    ]) {
      const out = await admin(...args);
      expect({ args, exitCode: out.exitCode }).toEqual({ args, exitCode: 1 });
    }
    const bad = await admin(
      'webhook:deliveries',
      '--id',
      unknown,
      '--limit',
      '0',
    );
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toMatch(/--limit must be an integer from 1 to 1000/);
  });
});
