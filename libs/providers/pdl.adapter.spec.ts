import {
  ACME_PROVIDER_COMPANY,
  JANE_PROVIDER_PERSON,
  startProviderFixture,
  type RunningProviderFixture,
} from '../../test/support/fixtures/providers/index.js';
import {
  PDL_DOCUMENTED_PERSON,
  PDL_EXAMPLE_EMAIL,
} from '../../test/support/fixtures/providers/documented-examples.js';
import {
  PROVIDER_NOW,
  providerContext,
} from '../../test/support/fixtures/providers/provider-context.js';
import { pdlAdapter } from './pdl.adapter.js';

const factsOf = (
  outcome: Awaited<ReturnType<typeof pdlAdapter.enrichPerson>>,
) =>
  outcome.kind === 'match'
    ? Object.fromEntries(outcome.facts.map((fact) => [fact.key, fact.value]))
    : outcome;

describe('People Data Labs adapter', () => {
  let pdl: RunningProviderFixture;

  beforeAll(async () => {
    pdl = await startProviderFixture('pdl', {
      people: [
        JANE_PROVIDER_PERSON,
        { ...JANE_PROVIDER_PERSON, email: 'weak@acme.test', likelihood: 4 },
      ],
      rawBodies: { [PDL_EXAMPLE_EMAIL]: PDL_DOCUMENTED_PERSON },
      scenarios: {
        'limited@acme.test': 'rate_limited',
        'broken@acme.test': 'server_error',
        'slow@acme.test': 'slow',
      },
      spentKeys: ['spent-key'],
      slowMs: 3000,
    });
  });
  afterAll(() => pdl.close());
  beforeEach(() => pdl.requests.splice(0));

  it('maps a match onto our facts, with its likelihood, record id and employer', async () => {
    const outcome = await pdlAdapter.enrichPerson(
      { email: 'jane.doe@acme.test', name: 'Jane Doe' },
      providerContext(pdl.baseUrl, { minConfidence: 6 }),
    );
    expect(outcome).toMatchObject({
      kind: 'match',
      confidence: 9,
      employerDomain: 'acme.test',
      cost: 1,
      retrievedAt: PROVIDER_NOW.toISOString(),
    });
    expect(factsOf(outcome)).toEqual({
      fullName: 'Jane Doe',
      firstName: 'Jane',
      lastName: 'Doe',
      title: 'Vp Of Marketing',
      seniority: 'vp',
      department: 'marketing',
      linkedinUrl: 'https://www.linkedin.com/in/jane-doe-growth',
      twitterHandle: 'jane_doe_growth',
      githubUsername: 'janedoe',
      bio: 'Growth marketer for B2B SaaS.',
      location: 'austin, texas, united states',
      companyName: 'Acme Analytics',
      companyDomain: 'acme.test',
      industry: 'Software',
      employeeRange: '201-500',
      companyLinkedinUrl: 'https://www.linkedin.com/company/acme-analytics',
      companyLocation: 'austin, texas, united states',
    });
  });

  it('sends only the email, the name and our minimum, with the key in the X-Api-Key header', async () => {
    await pdlAdapter.enrichPerson(
      { email: 'jane.doe@acme.test', name: 'Jane Doe' },
      providerContext(pdl.baseUrl, { minConfidence: 6 }),
    );
    expect(pdl.requests).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/v5/person/enrich',
        query: {
          email: 'jane.doe@acme.test',
          name: 'Jane Doe',
          titlecase: 'true',
          min_likelihood: '6',
        },
        headers: expect.objectContaining({ 'x-api-key': 'test-key' }),
      }),
    ]);
  });

  it('reads the reference example record', async () => {
    const outcome = await pdlAdapter.enrichPerson(
      { email: PDL_EXAMPLE_EMAIL },
      providerContext(pdl.baseUrl),
    );
    expect(outcome).toMatchObject({
      kind: 'match',
      recordId: 'qEnOZ5Oh0poWnQ1luFBfVw_0000',
      confidence: 10,
      employerDomain: 'peopledatalabs.com',
    });
    expect(factsOf(outcome)).toMatchObject({
      fullName: 'sean thorne',
      title: 'co-founder and chief executive officer',
      seniority: 'executive',
      linkedinUrl: 'https://www.linkedin.com/in/seanthorne',
      twitterHandle: 'seanthorne5',
      employeeRange: '51-200',
      // PDL's "computer software", in our taxonomy
      industry: 'Software',
    });
    // Free plans answer contact fields as booleans: they are not facts.
    expect(JSON.stringify(outcome)).not.toContain('true');
  });

  it('is a free no-match below the minimum likelihood, and for someone PDL does not know', async () => {
    const ctx = providerContext(pdl.baseUrl, { minConfidence: 6 });
    await expect(
      pdlAdapter.enrichPerson({ email: 'weak@acme.test' }, ctx),
    ).resolves.toEqual({ kind: 'no_match', cost: 0 });
    await expect(
      pdlAdapter.enrichPerson({ email: 'nobody@acme.test' }, ctx),
    ).resolves.toEqual({ kind: 'no_match', cost: 0 });
    // Without a minimum the weak match is returned with its likelihood for the caller to judge.
    await expect(
      pdlAdapter.enrichPerson(
        { email: 'weak@acme.test' },
        providerContext(pdl.baseUrl),
      ),
    ).resolves.toMatchObject({ kind: 'match', confidence: 4 });
  });

  it('tells a refused key, a spent account, a rate limit and a failure apart', async () => {
    const ctx = providerContext(pdl.baseUrl);
    await expect(
      pdlAdapter.enrichPerson(
        { email: 'jane.doe@acme.test' },
        { ...ctx, apiKey: 'wrong' },
      ),
    ).resolves.toEqual({ kind: 'invalid_key', status: 401 });
    await expect(
      pdlAdapter.enrichPerson(
        { email: 'jane.doe@acme.test' },
        { ...ctx, apiKey: 'spent-key' },
      ),
    ).resolves.toEqual({ kind: 'out_of_credits', status: 402 });
    // PDL says when its window resets (x-ratelimit-reset, a UTC date); the fixture's is 30 s on.
    const limited = await pdlAdapter.enrichPerson(
      { email: 'limited@acme.test' },
      { ...ctx, now: () => new Date() },
    );
    expect(limited).toEqual({
      kind: 'rate_limited',
      retryAfterMs: expect.any(Number),
    });
    const waitMs = limited.kind === 'rate_limited' ? limited.retryAfterMs! : 0;
    expect(waitMs).toBeGreaterThan(20_000);
    expect(waitMs).toBeLessThanOrEqual(30_000);
    await expect(
      pdlAdapter.enrichPerson({ email: 'broken@acme.test' }, ctx),
    ).resolves.toEqual({ kind: 'unavailable', reason: 'HTTP 500' });
  });

  it('enriches a company by its domain', async () => {
    const outcome = await pdlAdapter.enrichCompany!(
      'acme.test',
      providerContext(pdl.baseUrl),
    );
    expect(outcome).toMatchObject({
      kind: 'match',
      employerDomain: 'acme.test',
      cost: 1,
    });
    expect(factsOf(outcome)).toEqual({
      companyName: 'Acme Analytics',
      companyDomain: 'acme.test',
      companyDescription: ACME_PROVIDER_COMPANY.description,
      industry: 'Software',
      employeeCount: 240,
      employeeRange: '201-500',
      fundingStage: 'Series B',
      totalFunding: 42000000,
      companyLinkedinUrl: 'https://www.linkedin.com/company/acme-analytics',
      companyLocation: 'austin, texas, united states',
    });
    expect(pdl.requests.at(-1)).toMatchObject({
      path: '/v5/company/enrich',
      query: { website: 'acme.test', titlecase: 'true' },
    });
    await expect(
      pdlAdapter.enrichCompany!('unknown.test', providerContext(pdl.baseUrl)),
    ).resolves.toEqual({ kind: 'no_match', cost: 0 });
  });
});
