// Company research once per registrable domain, end to end on both deployments: enrichments of
// one company share one read of its website (counted at the fixture server), reuse it within
// COMPANY_RESEARCH_TTL_MS with its original retrievedAt, and share nothing but public company
// facts across organisations. (A refresh reading the site again: actor-reenrich.e2e.spec.ts.)
import request from 'supertest';
import { DataSource } from 'typeorm';
import { forEachDeployment } from '../support/deployments.js';
import {
  ACME_COMPANY,
  ACME_DOMAIN,
  ACME_HTTP_FIXTURES,
} from '../support/fixtures/fixture-data.js';
import {
  startOutsideWorld,
  type OutsideWorld,
} from '../support/outside-world.js';
import { pollUntilTerminal } from '../support/poll.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const create = async (t: TestApp, key: string, body: object) =>
  (
    await request(t.url)
      .post('/v1/actors')
      .set('Authorization', `Bearer ${key}`)
      .send(body)
      .expect(201)
  ).body.actorId as string;
const enrich = async (t: TestApp, key: string, body: object) =>
  pollUntilTerminal(t.url, key, await create(t, key, body), 20_000);
const websiteCitation = (record: Record<string, any>) =>
  record.enrichment.citations.companyDescription;

forEachDeployment('company research once per domain', (deployment) => {
  let world: OutsideWorld;
  const apps: TestApp[] = [];

  beforeAll(async () => {
    // Slow answers, so that enrichments started together really overlap.
    world = await startOutsideWorld({
      http: { ...ACME_HTTP_FIXTURES, latencyMs: 300, hangHosts: [] },
    });
  });
  afterAll(async () => {
    for (const running of apps) await running.close();
    await world.close();
  });

  async function app(env: Record<string, string> = {}) {
    const t = await startTestApp(deployment.dialect, {
      ...deployment.env(),
      ...world.env,
      ENRICHMENT_TOOL_TIMEOUT_MS: '5000',
      ...env,
    });
    apps.push(t);
    return t;
  }
  const homeReads = () =>
    world.http.requests.filter((r) => r.host === ACME_DOMAIN && r.path === '/')
      .length;

  it('reads a company site once for concurrent and later enrichments of several organisations, and shares only company facts', async () => {
    const t = await app();
    const a = await t.newTenant('Org A');
    const b = await t.newTenant('Org B');
    const readsBefore = homeReads();

    const [jane, john] = await Promise.all([
      enrich(t, a.key, {
        email: 'jane.doe@acme.test',
        name: 'Jane Doe',
        metadata: { plan: 'org-a-secret-plan' },
      }),
      enrich(t, a.key, { email: 'john.roe@acme.test', name: 'John Roe' }),
    ]);
    expect(homeReads() - readsBefore).toBe(1);
    for (const record of [jane, john])
      expect(record.enrichment).toMatchObject({
        companyName: ACME_COMPANY.name,
        companyDescription: ACME_COMPANY.description,
      });
    expect(websiteCitation(john).retrievedAt).toBe(
      websiteCitation(jane).retrievedAt,
    );

    // Another organisation, later: no new read, the same citation, nothing of org A's signups.
    const bob = await enrich(t, b.key, {
      email: 'bob.smith@acme.test',
      name: 'Bob Smith',
    });
    expect(homeReads() - readsBefore).toBe(1);
    expect(websiteCitation(bob)).toEqual(websiteCitation(jane));
    const seenByB = JSON.stringify(bob);
    for (const secret of ['jane', 'Jane Doe', 'john', 'org-a-secret-plan'])
      expect(seenByB).not.toContain(secret);

    // What is kept names the domain and its public facts, never who looked it up.
    const kept = JSON.stringify(
      await t.app.get(DataSource).query(`SELECT * FROM "company_findings"`),
    );
    expect(kept).toContain(ACME_COMPANY.description);
    for (const secret of [
      a.orgId,
      b.orgId,
      'jane',
      'john',
      'bob',
      'Jane Doe',
      'org-a-secret-plan',
    ])
      expect(kept).not.toContain(secret);
  });

  it('reads the site again once the kept research has expired (COMPANY_RESEARCH_TTL_MS=0)', async () => {
    const t = await app({ COMPANY_RESEARCH_TTL_MS: '0' });
    const { key } = await t.newTenant();
    const readsBefore = homeReads();
    const first = await enrich(t, key, { email: 'ann.lee@acme.test' });
    const second = await enrich(t, key, { email: 'max.ray@acme.test' });
    expect(homeReads() - readsBefore).toBe(2);
    expect(websiteCitation(second).retrievedAt).not.toBe(
      websiteCitation(first).retrievedAt,
    );
  });
});
