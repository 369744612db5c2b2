import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { runAdmin } from '../../src/cli/run-admin.js';
import { forEachDeployment } from '../support/deployments.js';
import { JANE_EMAIL } from '../support/fixtures/fixture-data.js';
import {
  startOutsideWorld,
  type OutsideWorld,
} from '../support/outside-world.js';
import { pollUntilTerminal } from '../support/poll.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const PROFILE = {
  name: 'Mid-market B2B SaaS',
  rules: [
    {
      // The fixture company states no funding: this rule's fact stays unknown.
      id: 'funded',
      dimension: 'firmographic',
      field: 'fundingStage',
      op: 'in',
      value: ['Series A', 'Series B'],
      weight: 20,
      description: 'Recently funded',
    },
    {
      id: 'size',
      dimension: 'firmographic',
      field: 'employeeCount',
      op: 'between',
      value: [50, 1000],
      weight: 30,
    },
    {
      id: 'paid-plan',
      dimension: 'product',
      field: 'metadata.plan',
      op: 'in',
      value: ['team', 'business'],
      weight: 30,
    },
    {
      id: 'work-email',
      dimension: 'persona',
      field: 'isFreeEmail',
      op: 'eq',
      value: false,
      weight: 20,
    },
  ],
};

forEachDeployment('ICP scoring', (deployment) => {
  let world: OutsideWorld;
  let t: TestApp;
  let tenant: { orgId: string; key: string };
  let env: Record<string, string>;
  const dir = mkdtempSync(join(tmpdir(), 'icp-'));
  const profileFile = (name: string, profile: unknown) => {
    const path = join(dir, name);
    writeFileSync(path, JSON.stringify(profile));
    return path;
  };
  const admin = async (...argv: string[]) => {
    const out = await runAdmin(argv, env);
    return { ...out, json: out.stdout ? JSON.parse(out.stdout) : undefined };
  };
  const fetchRecord = async (id: string, view = 'full') =>
    (
      await request(t.url)
        .get(`/v1/actors/${id}?view=${view}`)
        .set('Authorization', `Bearer ${tenant.key}`)
        .expect(200)
    ).body;
  const waitForScore = async (id: string, predicate: (r: any) => boolean) => {
    const deadline = Date.now() + 10000;
    for (;;) {
      const record = await fetchRecord(id, 'full&include=scoreStale');
      if (predicate(record)) return record;
      if (Date.now() > deadline)
        throw new Error(
          `score never satisfied the condition: ${JSON.stringify(await fetchRecord(id, 'card'))}`,
        );
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  beforeAll(async () => {
    world = await startOutsideWorld();
    t = await startTestApp(deployment.dialect, {
      ...deployment.env(),
      ...world.env,
      RECONCILE_INTERVAL_MS: '200',
      RECONCILE_PENDING_AFTER_MS: '0',
    });
    tenant = await t.newTenant();
    const db = t.config.database;
    env = {
      ...(db.dialect === 'postgres'
        ? { DATABASE_URL: db.url }
        : { SQLITE_PATH: db.path }),
      ...deployment.env(),
    };
  });
  afterAll(async () => {
    await t.close();
    await world.close();
  });

  it('leaves score null and scoring skipped without a profile', async () => {
    const { body } = await request(t.url)
      .post('/v1/actors')
      .set('Authorization', `Bearer ${tenant.key}`)
      .send({ email: 'no.profile@acme.test' });
    const record = await pollUntilTerminal(t.url, tenant.key, body.actorId);
    expect(record).toMatchObject({
      status: 'enriched',
      score: null,
      scoring: null,
    });
    expect((await fetchRecord(body.actorId, 'card')).scoringStatus).toBe(
      'skipped',
    );
  });

  it('refuses an invalid profile naming the rule and field, storing nothing', async () => {
    const bad = {
      rules: [
        {
          id: 'size',
          dimension: 'firmographic',
          field: 'employeeCount',
          op: 'between',
          value: [1000, 50],
          weight: 30,
        },
        {
          id: 'x',
          dimension: 'd',
          field: 'shoeSize',
          op: 'eq',
          value: 1,
          weight: 1,
        },
      ],
    };
    const out = await admin(
      'icp:set',
      '--org',
      tenant.orgId,
      '--file',
      profileFile('bad.json', bad),
    );
    expect(out.exitCode).not.toBe(0);
    expect(out.stdout).toBe('');
    expect(out.stderr).toMatch(/size/);
    expect(out.stderr).toMatch(/shoeSize|field/);
    expect((await admin('icp:show', '--org', tenant.orgId)).exitCode).not.toBe(
      0,
    );
  });

  it('scores by hand-checkable rules, rescores on change and clears back to null', async () => {
    const set = await admin(
      'icp:set',
      '--org',
      tenant.orgId,
      '--file',
      profileFile('p1.json', PROFILE),
    );
    expect(set.json).toEqual({
      orgId: tenant.orgId,
      status: 'rescoring',
      rules: 4,
      // the enriched actors earlier tests left in this organization
      rescoring: expect.any(Number),
    });
    expect((await admin('icp:show', '--org', tenant.orgId)).json).toMatchObject(
      { name: PROFILE.name, rules: expect.any(Array) },
    );

    const { body } = await request(t.url)
      .post('/v1/actors')
      .set('Authorization', `Bearer ${tenant.key}`)
      .send({ email: JANE_EMAIL, metadata: { plan: 'team' } });
    await pollUntilTerminal(t.url, tenant.key, body.actorId);
    // funding unknown (−20); size 240 in 50..1000 (+30); plan team (+30); work email (+20): 80.
    const scored = await waitForScore(body.actorId, (r) => r.score !== null);
    expect(scored.score).toBe(80);
    expect(scored.scoring).toEqual({
      matchedRules: ['size', 'paid-plan', 'work-email'],
      unmatchedRules: ['funded'],
      breakdown: { firmographic: 30, product: 30, persona: 20 },
      // In words, every known reason first and the unknown one called unknown, with its description.
      explanation:
        'Score 80/100: raised by company size 240, within 50–1000, plan is team and a work address. ' +
        'Lowered by unknown funding stage (Recently funded).',
    });
    expect((await fetchRecord(body.actorId, 'card')).scoringStatus).toBe(
      'scored',
    );

    // Changing the profile rescores in the background: only the plan rule now, which matches.
    const onlyPlan = {
      rules: [PROFILE.rules[2], { ...PROFILE.rules[1], value: [1, 10] }],
    };
    const reset = await admin(
      'icp:set',
      '--org',
      tenant.orgId,
      '--file',
      profileFile('p2.json', onlyPlan),
    );
    expect(reset.json.rescoring).toBe(set.json.rescoring + 1);
    // Until the new score lands the record keeps the current one, marked stale: never null.
    const seen: unknown[] = [];
    const rescored = await waitForScore(body.actorId, (r) => {
      seen.push({ score: r.score, stale: r.scoreStale });
      return r.score === 50;
    });
    for (const s of seen)
      expect([
        { score: 80, stale: true },
        { score: 50, stale: false },
      ]).toContainEqual(s);
    expect(rescored.scoring.matchedRules).toEqual(['paid-plan']);

    expect((await admin('icp:clear', '--org', tenant.orgId)).json).toEqual({
      orgId: tenant.orgId,
      cleared: true,
    });
    const cleared = await fetchRecord(body.actorId);
    expect(cleared).toMatchObject({ score: null, scoring: null });
    expect((await fetchRecord(body.actorId, 'card')).scoringStatus).toBe(
      'skipped',
    );
  });
});
