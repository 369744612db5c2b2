import { readFileSync } from 'node:fs';
import request from 'supertest';
import { forEachDeployment } from '../support/deployments.js';
import {
  ACME_COMPANY,
  HANG_HOST,
  JANE_EMAIL,
} from '../support/fixtures/fixture-data.js';
import {
  startOutsideWorld,
  type OutsideWorld,
} from '../support/outside-world.js';
import { pollUntilTerminal } from '../support/poll.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const SPEC_ENRICHMENT_KEYS = new Set([
  'fullName',
  'firstName',
  'lastName',
  'title',
  'seniority',
  'department',
  'linkedinUrl',
  'twitterHandle',
  'githubUsername',
  'bio',
  'location',
  'photoUrl',
  'companyName',
  'companyDomain',
  'companyDescription',
  'industry',
  'employeeCount',
  'employeeRange',
  'fundingStage',
  'totalFunding',
  'techStack',
  'companyLinkedinUrl',
  'companyLocation',
  'citations',
  'sources',
  'confidence',
  'enrichedAt',
]);
const BOOKKEEPING = new Set([
  'citations',
  'sources',
  'confidence',
  'enrichedAt',
]);

/** Every fact carries a citation of the spec's shape from a tool listed in `sources`. */
function expectEveryFactCited(enrichment: Record<string, any>) {
  for (const key of Object.keys(enrichment))
    expect(SPEC_ENRICHMENT_KEYS).toContain(key);
  for (const key of Object.keys(enrichment).filter(
    (k) => !BOOKKEEPING.has(k),
  )) {
    const citation = enrichment.citations[key];
    expect({ key, citation }).toEqual({
      key,
      citation: expect.objectContaining({
        tool: expect.any(String),
        retrievedAt: expect.any(String),
      }),
    });
    expect(
      Object.keys(citation).every((k) =>
        ['url', 'tool', 'title', 'retrievedAt'].includes(k),
      ),
    ).toBe(true);
    expect(enrichment.sources).toContain(citation.tool);
  }
  expect(enrichment.confidence).toBeGreaterThanOrEqual(0);
  expect(enrichment.confidence).toBeLessThanOrEqual(1);
}

forEachDeployment('enrichment end to end', (deployment) => {
  let world: OutsideWorld;
  let t: TestApp;
  let key: string;

  beforeAll(async () => {
    world = await startOutsideWorld();
    t = await startTestApp(deployment.dialect, {
      ...deployment.env(),
      ...world.env,
      ENRICHMENT_TOOL_TIMEOUT_MS: '1500',
    });
    ({ key } = await t.newTenant());
  });
  afterAll(async () => {
    await t.close();
    await world.close();
  });

  const create = async (body: object) =>
    (
      await request(t.url)
        .post('/v1/actors')
        .set('Authorization', `Bearer ${key}`)
        .send(body)
        .expect(201)
    ).body.actorId as string;

  it('enriches a fixture company employee with cited facts and an analysis', async () => {
    const actorId = await create({
      email: JANE_EMAIL,
      name: 'Jane Doe',
      metadata: { plan: 'team', seats: 12 },
    });
    const record = await pollUntilTerminal(t.url, key, actorId);
    expect(record.status).toBe('enriched');
    const e = record.enrichment;
    expect(e).toMatchObject({
      fullName: 'Jane Doe',
      title: 'Head of Growth',
      companyName: ACME_COMPANY.name,
      companyDomain: 'acme.test',
      companyDescription: ACME_COMPANY.description,
      employeeCount: ACME_COMPANY.employeeCount,
      employeeRange: ACME_COMPANY.employeeRange,
      companyLinkedinUrl: ACME_COMPANY.linkedinUrl,
      githubUsername: 'janedoe',
    });
    expect(e.techStack).toEqual(
      expect.arrayContaining([
        'Google Workspace',
        'SendGrid',
        'Stripe',
        'Segment',
        'HubSpot',
      ]),
    );
    expect(e.sources).toEqual(
      expect.arrayContaining(['email', 'dns', 'website', 'gravatar', 'github']),
    );
    expect(e.citations.companyName).toMatchObject({
      tool: 'website',
      url: expect.stringContaining('acme.test'),
    });
    expect(e.citations.title).toMatchObject({ tool: 'gravatar' });
    expect(e.confidence).toBeGreaterThan(0.6);
    expectEveryFactCited(e);

    const i = record.intelligence;
    expect(i.summary).toContain('Jane Doe');
    expect(i.summary).toContain(ACME_COMPANY.name);
    expect(typeof i.suggestedChannel).toBe('string');
    for (const citations of Object.values(i.citations ?? {}) as any[]) {
      for (const c of citations)
        expect([...e.sources, 'metadata']).toContain(c.tool);
    }
    expect(record.score).toBeNull(); // no ICP profile

    // The sites and APIs read were told who reads them, with the package's version.
    const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
    const agents = new Set(
      world.http.requests
        .filter(
          (r) =>
            r.host === 'acme.test' ||
            r.path.startsWith('/github/') ||
            r.path.startsWith('/gravatar/'),
        )
        .map((r) => r.userAgent),
    );
    expect([...agents]).toEqual([`signup-enrichment-research/${version}`]);
  });

  it('still enriches when the company site never answers, without its facts', async () => {
    const actorId = await create({ email: `sam@${HANG_HOST}` });
    const record = await pollUntilTerminal(t.url, key, actorId);
    expect(record.status).toBe('enriched');
    expect(record.enrichment.sources).not.toContain('website');
    expect(record.enrichment.companyDescription).toBeUndefined();
    expectEveryFactCited(record.enrichment);
  });

  it('gives a free-mail signup person facts only, never company facts from gmail.com', async () => {
    const actorId = await create({ email: 'pat.lee@gmail.com' });
    const record = await pollUntilTerminal(t.url, key, actorId);
    expect(record.status).toBe('enriched');
    const e = record.enrichment;
    expect(e.fullName).toBe('Pat Lee');
    for (const companyKey of [
      'companyName',
      'companyDomain',
      'companyDescription',
      'employeeCount',
      'techStack',
    ]) {
      expect(e[companyKey]).toBeUndefined();
    }
    expect(world.dns.queries.some((q) => q.includes('gmail.com'))).toBe(false);
    // The address may be named as a concern, but never presented as an employer.
    expect(record.intelligence.summary).not.toMatch(/gmail|google/i);
    expect(JSON.stringify(record.intelligence)).not.toMatch(/Google/);
    expect(record.intelligence.concerns.join(' ')).toMatch(/free/i);
  });
});

forEachDeployment('website SSRF guard', (deployment) => {
  let world: OutsideWorld;
  let t: TestApp;
  let key: string;

  beforeAll(async () => {
    world = await startOutsideWorld({ allowPrivateNetworks: false });
    t = await startTestApp(deployment.dialect, {
      ...deployment.env(),
      ...world.env,
    });
    ({ key } = await t.newTenant());
  });
  afterAll(async () => {
    await t.close();
    await world.close();
  });

  it('fetches nothing from a domain that resolves to loopback, and still ends enriched', async () => {
    const res = await request(t.url)
      .post('/v1/actors')
      .set('Authorization', `Bearer ${key}`)
      .send({ email: JANE_EMAIL });
    const record = await pollUntilTerminal(t.url, key, res.body.actorId);
    expect(record.status).toBe('enriched');
    expect(
      world.http.requests.filter(
        (r) =>
          r.host.startsWith('acme.test') || r.host.startsWith('www.acme.test'),
      ),
    ).toEqual([]);
    expect(record.enrichment.sources).not.toContain('website');
  });
});
