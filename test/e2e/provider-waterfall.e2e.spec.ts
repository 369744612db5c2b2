// The data-provider waterfall through the real service: signups created over HTTP, researched by
// the keyless tools against the local outside world, then by People Data Labs' loopback fixture
// server (answering as PDL's reference documents), the record read back over HTTP. Keys, budgets
// and statuses are set and read with the admin CLI, as an operator would.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runAdmin } from '../../src/cli/run-admin.js';
import { waitFor } from '../support/actor-api.js';
import { createDashboardUser, DashboardClient } from '../support/dashboard.js';
import { forEachDeployment } from '../support/deployments.js';
import {
  ACME_PROVIDER_COMPANY,
  JANE_PROVIDER_PERSON,
  startProviderFixture,
  type FixturePerson,
  type RunningProviderFixture,
} from '../support/fixtures/providers/index.js';
import {
  startOutsideWorld,
  type OutsideWorld,
} from '../support/outside-world.js';
import {
  createAndPollUntilTerminal,
  pollUntilTerminal,
} from '../support/poll.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const SECRETS_KEY = Buffer.alloc(32, 7).toString('base64');

/** Research finds Max's name (the address) and his company (the site), never his title. */
const MAX: FixturePerson = {
  email: 'max.weber@acme.test',
  firstName: 'Max',
  lastName: 'Weber',
  title: 'Head of Data',
  seniority: 'director',
  employer: ACME_PROVIDER_COMPANY,
  likelihood: 8,
};
/** PDL says Ann works at Globex, on another domain than her address's. */
const ANN: FixturePerson = {
  email: 'ann.berg@nosite.test',
  firstName: 'Ann',
  lastName: 'Berg',
  title: 'CFO',
  employer: {
    name: 'Globex Corporation',
    domain: 'globex.test',
    industry: 'banking',
  },
  likelihood: 9,
};
/** At a domain without a site, so only the provider knows the industry: its own words. */
const LEE: FixturePerson = {
  email: 'lee.park@nosite-labs.test',
  firstName: 'Lee',
  lastName: 'Park',
  title: 'CTO',
  employer: {
    name: 'Nosite Labs',
    domain: 'nosite-labs.test',
    industry: 'computer software',
  },
  likelihood: 9,
};
const PEOPLE = [JANE_PROVIDER_PERSON, MAX, ANN, LEE];

const rule = (field: string) => ({
  id: field,
  dimension: 'fit',
  field,
  op: 'exists',
  weight: 1,
});

forEachDeployment('provider waterfall', (deployment) => {
  let world: OutsideWorld;
  let pdl: RunningProviderFixture;
  let t: TestApp;
  let env: Record<string, string>;
  const dir = mkdtempSync(join(tmpdir(), 'providers-'));

  const admin = async (...argv: string[]) => {
    const out = await runAdmin(argv, env);
    if (out.exitCode !== 0) throw new Error(`${argv[0]}: ${out.stderr}`);
    return JSON.parse(out.stdout);
  };
  const tenantWith = async (
    fields: string[] | null,
    provider: string[] | null,
  ) => {
    const tenant = await t.newTenant();
    if (fields) {
      const file = join(dir, `${tenant.orgId}.json`);
      writeFileSync(file, JSON.stringify({ rules: fields.map(rule) }));
      await admin('icp:set', '--org', tenant.orgId, '--file', file);
    }
    if (provider)
      await admin(
        'provider:set',
        '--org',
        tenant.orgId,
        '--provider',
        'pdl',
        ...provider,
      );
    return tenant;
  };
  const enrich = async (key: string, email: string) => {
    const record = await createAndPollUntilTerminal(
      t.url,
      key,
      email,
      '?include=research',
    );
    expect(record.status).toBe('enriched');
    return record;
  };
  /** PDL asked on every enrichment, with a budget of one credit a month. */
  const budgetOfOne = () =>
    tenantWith(null, [
      '--key',
      'test-key',
      '--mode',
      'always',
      '--monthly-budget',
      '1',
    ]);
  const signedIn = async (orgId: string, role: 'admin' | 'viewer') => {
    const user = await createDashboardUser(t, orgId, role);
    const client = new DashboardClient(t.url);
    await client.signIn(user.email, user.password);
    return client;
  };
  /** Requests PDL received about one address. */
  const asked = (email: string) =>
    pdl.requests.filter((r) => r.query.email === email).length;

  beforeAll(async () => {
    world = await startOutsideWorld();
    pdl = await startProviderFixture('pdl', {
      people: PEOPLE,
      apiKey: 'test-key',
      spentKeys: ['spent-key'],
      scenarios: {
        'busy.one@acme.test': 'rate_limited',
        'broken.one@acme.test': 'server_error',
      },
      // Longer than a run waits out itself: the provider is kept aside instead.
      retryAfterSeconds: 30,
    });
    t = await startTestApp(deployment.dialect, {
      ...deployment.env(),
      ...world.env,
      WEBHOOK_SECRETS_KEY: SECRETS_KEY,
      PROVIDER_PDL_BASE_URL: pdl.baseUrl,
      // actor:reenrich's refreshes are picked up by the worker's sweep, soon.
      RECONCILE_INTERVAL_MS: '200',
      RECONCILE_PENDING_AFTER_MS: '0',
    });
    const db = t.config.database;
    env = {
      ...(db.dialect === 'postgres'
        ? { DATABASE_URL: db.url }
        : { SQLITE_PATH: db.path }),
      ...deployment.env(),
      WEBHOOK_SECRETS_KEY: SECRETS_KEY,
    };
  });
  afterAll(async () => {
    await t.close();
    await pdl.close();
    await world.close();
  });

  it('never calls a provider for an organization that has none', async () => {
    const tenant = await tenantWith(['title'], null);
    const record = await enrich(tenant.key, JANE_PROVIDER_PERSON.email);
    expect(asked(JANE_PROVIDER_PERSON.email)).toBe(0);
    expect(record.research.providers).toBeUndefined();
    expect(record.enrichment.sources).not.toContain('pdl');
  });

  it('in gaps mode does not call a provider when research filled the ICP’s fields', async () => {
    const tenant = await tenantWith(
      ['companyName', 'fullName'],
      ['--key', 'test-key'],
    );
    const record = await enrich(tenant.key, MAX.email);
    expect(record.enrichment.companyName).toBeDefined();
    expect(asked(MAX.email)).toBe(0);
    expect(record.research.providers).toEqual([
      expect.objectContaining({
        provider: 'pdl',
        outcome: 'skipped',
        skipReason: 'not_needed',
      }),
    ]);
  });

  it('asks for a missing ICP fact, cites it; a re-enrichment within the TTL costs nothing, an erasure forgets the answer', async () => {
    const tenant = await tenantWith(['title'], ['--key', 'test-key']);
    const before = asked(MAX.email);
    const record = await enrich(tenant.key, MAX.email);
    expect(asked(MAX.email)).toBe(before + 1);
    expect(record.enrichment.title).toMatch(/head of data/i);
    expect(record.enrichment.citations.title).toMatchObject({
      url: null,
      tool: 'pdl',
      title: expect.stringMatching(
        /People Data Labs record \S+, match confidence 8/,
      ),
    });
    expect(record.enrichment.sources).toContain('pdl');
    expect(record.research.providers).toEqual([
      expect.objectContaining({
        provider: 'pdl',
        outcome: 'match',
        missing: ['title'],
        cost: 1,
      }),
    ]);
    const [used] = await admin('provider:list', '--org', tenant.orgId);
    expect(used).toMatchObject({
      provider: 'pdl',
      status: 'valid',
      calls: 1,
      spend: 1,
      matches: 1,
    });

    await admin('actor:reenrich', '--org', tenant.orgId, '--id', record.id);
    const again = await waitFor(
      'the refresh',
      async () => {
        const r = await pollUntilTerminal(
          t.url,
          tenant.key,
          record.id,
          20_000,
          '?include=research',
        );
        return r.research.providers?.[0]?.cached ? r : undefined;
      },
      20_000,
    );
    expect(again.enrichment.title).toBe(record.enrichment.title);
    expect(again.research.providers[0]).toMatchObject({
      outcome: 'match',
      cost: 0,
      cached: true,
    });
    expect(asked(MAX.email)).toBe(before + 1);
    const [after] = await admin('provider:list', '--org', tenant.orgId);
    expect(after).toMatchObject({ calls: 1, spend: 1 });

    // Erasure takes the kept answer with it: the same address signing up again is asked anew.
    await admin('actor:erase', '--org', tenant.orgId, '--id', record.id);
    await enrich(tenant.key, MAX.email);
    expect(asked(MAX.email)).toBe(before + 2);
  });

  it("puts a provider's industry in our taxonomy, so an ICP rule on industry matches it", async () => {
    const tenant = await t.newTenant();
    const file = join(dir, `${tenant.orgId}-industry.json`);
    writeFileSync(
      file,
      JSON.stringify({
        rules: [
          {
            id: 'software',
            dimension: 'fit',
            field: 'industry',
            op: 'in',
            value: ['Software'],
            weight: 1,
          },
        ],
      }),
    );
    await admin('icp:set', '--org', tenant.orgId, '--file', file);
    await admin(
      'provider:set',
      '--org',
      tenant.orgId,
      '--provider',
      'pdl',
      '--key',
      'test-key',
    );
    const record = await enrich(tenant.key, LEE.email);
    expect(record.research.providers[0]).toMatchObject({
      outcome: 'match',
      missing: expect.arrayContaining(['industry']),
    });
    expect(record.enrichment.industry).toBe('Software');
    expect(record.enrichment.citations.industry).toMatchObject({ tool: 'pdl' });
    expect(record.score).toBe(100);
  });

  it('stops calling when the monthly budget is spent', async () => {
    const tenant = await budgetOfOne();
    const janeBefore = asked(JANE_PROVIDER_PERSON.email);
    const annBefore = asked(ANN.email);
    await enrich(tenant.key, JANE_PROVIDER_PERSON.email);
    const second = await enrich(tenant.key, ANN.email);
    expect(asked(JANE_PROVIDER_PERSON.email)).toBe(janeBefore + 1);
    expect(asked(ANN.email)).toBe(annBefore);
    expect(second.research.providers).toEqual([
      expect.objectContaining({
        outcome: 'skipped',
        skipReason: 'budget_spent',
      }),
    ]);
  });

  it('never lets runs in flight at once spend past the budget together', async () => {
    const tenant = await budgetOfOne();
    // Known people, each a billed match: without a reservation every run in flight saw the
    // budget unspent and asked.
    const people = [JANE_PROVIDER_PERSON, MAX, ANN];
    const before = people.map((p) => asked(p.email));
    const records = await Promise.all(
      people.map((p) => enrich(tenant.key, p.email)),
    );
    const requests = people.reduce(
      (sum, p, i) => sum + asked(p.email) - before[i],
      0,
    );
    expect(requests).toBe(1);
    expect(
      records
        .flatMap((r) => r.research.providers)
        .filter(
          (p: { asked: string; skipReason?: string }) =>
            p.asked === 'person' && p.skipReason === 'budget_spent',
        ),
    ).toHaveLength(2);
    const [listed] = await admin('provider:list', '--org', tenant.orgId);
    expect(listed).toMatchObject({ calls: 1, spend: 1 });
  });

  it('shows a refused key as invalid in provider:list and asks with it no more', async () => {
    const tenant = await tenantWith(null, [
      '--key',
      'not-the-key',
      '--mode',
      'always',
    ]);
    const first = await enrich(tenant.key, JANE_PROVIDER_PERSON.email);
    expect(first.research.providers).toEqual([
      expect.objectContaining({ outcome: 'invalid_key', attempts: 1 }),
    ]);
    const [listed] = await admin('provider:list', '--org', tenant.orgId);
    expect(listed).toMatchObject({ provider: 'pdl', status: 'invalid' });
    const page = await signedIn(tenant.orgId, 'admin');
    const shown = await page.get('/dashboard/providers');
    expect(shown.status).toBe(200);
    expect(shown.body).toMatch(/People Data Labs/);
    expect(shown.body).toMatch(/invalid key/);
    const requests = pdl.requests.length;
    const second = await enrich(tenant.key, MAX.email);
    expect(pdl.requests.length).toBe(requests);
    expect(second.research.providers).toEqual([
      expect.objectContaining({
        outcome: 'skipped',
        skipReason: 'invalid_key',
      }),
    ]);
    // A new key makes it valid again.
    await admin(
      'provider:set',
      '--org',
      tenant.orgId,
      '--provider',
      'pdl',
      '--key',
      'test-key',
    );
    const [again] = await admin('provider:list', '--org', tenant.orgId);
    expect(again.status).toBe('valid');
  });

  it('does not give an employer on another domain than the address’s as the company', async () => {
    const tenant = await tenantWith(
      ['companyName', 'title'],
      ['--key', 'test-key'],
    );
    const record = await enrich(tenant.key, ANN.email);
    expect(record.research.providers[0]).toMatchObject({ outcome: 'match' });
    expect(record.enrichment.companyName).toBeUndefined();
    expect(record.enrichment.title).toBeUndefined();
    expect(record.enrichment.industry).toBeUndefined();
    expect(record.enrichment.fullName).toBe('Ann Berg');
    expect(record.research.dropped).toContainEqual(
      expect.objectContaining({
        key: 'companyName',
        tool: 'pdl',
        reason: 'other_employer',
      }),
    );
  });

  it('takes a key on the dashboard from an admin, never shows it, and refuses a viewer', async () => {
    const tenant = await t.newTenant();
    const key = 'dashboard-secret-key-123';
    const adminPage = await signedIn(tenant.orgId, 'admin');
    const saved = await adminPage.post('/dashboard/providers', {
      _csrf: await adminPage.csrfOf('/dashboard/providers'),
      provider: 'pdl',
      key,
      minConfidence: '7',
      monthlyBudget: '500',
      mode: 'gaps',
    });
    expect(saved.status).toBe(303);
    const after = await adminPage.get(saved.headers.get('location')!);
    expect(after.body).toMatch(/Key saved/);
    expect(after.body).not.toContain(key);
    const [listed] = await admin('provider:list', '--org', tenant.orgId);
    expect(listed).toMatchObject({
      provider: 'pdl',
      minConfidence: 7,
      monthlyBudget: 500,
    });
    expect(JSON.stringify(listed)).not.toContain(key);

    const viewer = await signedIn(tenant.orgId, 'viewer');
    const refused = await viewer.post('/dashboard/providers', {
      _csrf: await viewer.csrfOf('/dashboard/providers'),
      provider: 'apollo',
      key,
    });
    expect(refused.status).toBe(403);
    expect(await admin('provider:list', '--org', tenant.orgId)).toHaveLength(1);
  });

  it('pauses a provider out of credits, keeps a rate-limited one aside, retries a failing one', async () => {
    const spent = await tenantWith(null, [
      '--key',
      'spent-key',
      '--mode',
      'always',
    ]);
    const first = await enrich(spent.key, 'paid.one@acme.test');
    expect(first.research.providers).toEqual([
      expect.objectContaining({
        outcome: 'out_of_credits',
        attempts: 1,
        detail: 'HTTP 402',
      }),
    ]);
    expect((await admin('provider:list', '--org', spent.orgId))[0].status).toBe(
      'paused',
    );
    const paused = await enrich(spent.key, 'paid.two@acme.test');
    expect(asked('paid.two@acme.test')).toBe(0);
    expect(paused.research.providers[0]).toMatchObject({
      skipReason: 'paused',
    });

    const busy = await tenantWith(null, [
      '--key',
      'test-key',
      '--mode',
      'always',
    ]);
    const limited = await enrich(busy.key, 'busy.one@acme.test');
    expect(limited.research.providers[0]).toMatchObject({
      outcome: 'rate_limited',
      attempts: 1,
    });
    expect(asked('busy.one@acme.test')).toBe(1);
    const aside = await enrich(busy.key, 'busy.two@acme.test');
    expect(asked('busy.two@acme.test')).toBe(0);
    expect(aside.research.providers[0]).toMatchObject({
      skipReason: 'rate_limited',
    });

    const failing = await tenantWith(null, [
      '--key',
      'test-key',
      '--mode',
      'always',
    ]);
    const broken = await enrich(failing.key, 'broken.one@acme.test');
    expect(broken.status).toBe('enriched');
    expect(broken.research.providers[0]).toMatchObject({
      outcome: 'unavailable',
      attempts: 3,
    });
    expect(asked('broken.one@acme.test')).toBe(3);
    // Nothing came back, so nothing was kept: the next run asks again.
    expect(
      (await admin('provider:list', '--org', failing.orgId))[0],
    ).toMatchObject({
      status: 'valid',
      calls: 3,
      spend: 0,
    });
  });
});
