// actor:import and actor:show (the admin CLI's code, in-process) against a running app on the
// same database: the API's validation, idempotency, quota and enrichment hold for imported rows.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { runAdmin } from '../../src/cli/run-admin.js';
import { forEachDialect } from '../support/dialects.js';
import { pollUntilTerminal } from '../support/poll.js';
import { EVERY_EXTRA } from '../support/record-extras.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const CSV = [
  'email,name,source,metadata',
  'Ada@Import.test,Ada Lovelace,,"{""plan"":""team""}"', // line 2
  'not-an-email,Nobody,,', // line 3: the API refuses the address
  '', // line 4: blank, skipped
  'bob@import.test,"Bob, ""the builder""",ads,', // line 5
  'carol@import.test,Carol,,{not json}', // line 6
  'dave@import.test,Dave,,"[1,2]"', // line 7: metadata must be an object
  'ada@import.test,Ada again,,', // line 8: the same person as line 2
  'erin@import.test,"Erin', // line 9-10: a quoted cell over two lines
  'Smith",,',
  'frank@import.test,Frank,x,y,z', // line 11: too many cells
  `gina@import.test,${'G'.repeat(256)},,`, // line 12: name too long
].join('\n');

forEachDialect('actor:import and actor:show', (dialect) => {
  let t: TestApp;
  let env: Record<string, string>;
  let dir: string;
  const admin = async (...argv: string[]) => {
    const out = await runAdmin(argv, env);
    return { ...out, json: out.stdout ? JSON.parse(out.stdout) : undefined };
  };

  beforeAll(async () => {
    // The app's reconciler picks imported actors up at once, as a running service would.
    t = await startTestApp(dialect, {
      RECONCILE_INTERVAL_MS: '200',
      RECONCILE_PENDING_AFTER_MS: '0',
    });
    const db = t.config.database;
    env =
      db.dialect === 'postgres'
        ? { DATABASE_URL: db.url }
        : { SQLITE_PATH: db.path };
    dir = mkdtempSync(join(tmpdir(), 'actor-import-'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const file = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };

  it('creates valid rows, reports invalid ones by line, and a second run creates nothing', async () => {
    const { orgId, key } = await t.newTenant('Importer');
    const path = file('users.csv', CSV);
    const first = await admin(
      'actor:import',
      '--org',
      orgId,
      '--file',
      path,
      '--source',
      'backfill',
    );
    expect(first.exitCode).toBe(0);
    expect(first.json).toEqual({
      read: 9,
      created: 3,
      existing: 1,
      invalid: 5,
      rejected: 0,
    });
    const lines = first.stderr.trim().split('\n');
    expect(lines).toEqual([
      expect.stringMatching(/^line 3: email must be a valid address/),
      expect.stringMatching(/^line 6: metadata is not valid JSON$/),
      expect.stringMatching(/^line 7: metadata must be a JSON object$/),
      expect.stringMatching(/^line 11: malformed CSV row/),
      expect.stringMatching(/^line 12: name must be at most 255 characters$/),
    ]);

    const again = await admin('actor:import', '--org', orgId, '--file', path);
    expect(again.json).toEqual({
      read: 9,
      created: 0,
      existing: 4,
      invalid: 5,
      rejected: 0,
    });

    // Imported actors are real actors: the API finds them, enriched through the queue.
    const ada = await admin(
      'actor:show',
      '--org',
      orgId,
      '--email',
      'ADA@import.test',
    );
    expect(ada.exitCode).toBe(0);
    expect(ada.json).toMatchObject({
      email: 'ada@import.test',
      name: 'Ada Lovelace',
      source: 'backfill', // --source fills an empty source cell
    });
    const viaApi = await pollUntilTerminal(
      t.url,
      key,
      ada.json.id,
      15000,
      EVERY_EXTRA,
    );
    expect(viaApi.status).toBe('enriched');
    const shown = await admin(
      'actor:show',
      '--org',
      orgId,
      '--id',
      ada.json.id,
    );
    expect(shown.json).toEqual(viaApi); // the full record with every extra, as the API returns it

    const bob = await admin(
      'actor:show',
      '--org',
      orgId,
      '--email',
      'bob@import.test',
    );
    expect(bob.json).toMatchObject({
      name: 'Bob, "the builder"',
      source: 'ads',
    });
    const erin = await admin(
      'actor:show',
      '--org',
      orgId,
      '--email',
      'erin@import.test',
    );
    expect(erin.json.name).toBe('Erin\nSmith');
  });

  it('counts imported rows against the quota, in file order', async () => {
    const { orgId } = await t.newTenant('Small', 2);
    const rows = ['email', ...[1, 2, 3, 4].map((n) => `q${n}@quota.test`)];
    const out = await admin(
      'actor:import',
      '--org',
      orgId,
      '--file',
      file('quota.csv', rows.join('\r\n')),
    );
    expect(out.json).toEqual({
      read: 4,
      created: 2,
      existing: 0,
      invalid: 0,
      rejected: 2,
    });
    const third = await admin(
      'actor:show',
      '--org',
      orgId,
      '--email',
      'q3@quota.test',
    );
    expect(third.json.status).toBe('failed'); // rejected, as the full record shows it
    const first = await admin(
      'actor:show',
      '--org',
      orgId,
      '--email',
      'q1@quota.test',
    );
    expect(first.json.status).not.toBe('failed');
  });

  it('refuses a header it does not know before importing anything', async () => {
    const { orgId } = await t.newTenant('Header');
    const out = await admin(
      'actor:import',
      '--org',
      orgId,
      '--file',
      file('bad.csv', 'email,nmae\nx@header.test,X\n'),
    );
    expect(out.exitCode).toBe(2);
    expect(out.stderr).toMatch(
      /unknown column "nmae".*email, name, source, metadata/,
    );
    const listed = await request(t.url).get('/health');
    expect(listed.status).toBe(200);
    const shown = await admin(
      'actor:show',
      '--org',
      orgId,
      '--email',
      'x@header.test',
    );
    expect(shown.exitCode).toBe(1);
  });

  it.each([
    [
      ['--file', '/nonexistent/users.csv'],
      /cannot read \/nonexistent\/users\.csv: ENOENT/,
    ],
    [
      ['--file', 'VALID', '--source', 'x'.repeat(51)],
      /--source: source must be at most 50 characters/,
    ],
  ])('refuses %j as a usage error', async (extra, message) => {
    const { orgId } = await t.newTenant('Refusals');
    const valid = file('ok.csv', 'email\nok@refuse.test\n');
    const args = extra.map((a) => (a === 'VALID' ? valid : a));
    const out = await admin('actor:import', '--org', orgId, ...args);
    expect(out.exitCode).toBe(2);
    expect(out.stderr).toMatch(message);
  });

  it('fails for an unknown organization or actor with exit 1', async () => {
    const unknownOrg = await admin(
      'actor:import',
      '--org',
      '00000000-0000-4000-8000-000000000000',
      '--file',
      file('one.csv', 'email\na@b.test\n'),
    );
    expect(unknownOrg.exitCode).toBe(1);
    expect(unknownOrg.stderr).toMatch(/No organization/);
    const { orgId } = await t.newTenant('Nobody here');
    const unknownActor = await admin(
      'actor:show',
      '--org',
      orgId,
      '--id',
      '00000000-0000-4000-8000-000000000000',
    );
    expect(unknownActor.exitCode).toBe(1);
    expect(unknownActor.stderr).toMatch(/No actor/);
  });
});
