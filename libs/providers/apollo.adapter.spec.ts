import {
  ACME_PROVIDER_COMPANY,
  JANE_PROVIDER_PERSON,
  startProviderFixture,
  type RunningProviderFixture,
} from '../../test/support/fixtures/providers/index.js';
import {
  APOLLO_DOCUMENTED_ORGANIZATION,
  APOLLO_EXAMPLE_DOMAIN,
} from '../../test/support/fixtures/providers/documented-examples.js';
import { providerContext } from '../../test/support/fixtures/providers/provider-context.js';
import { apolloAdapter } from './apollo.adapter.js';
import type { ProviderOutcome } from './provider.js';

const factsOf = (outcome: ProviderOutcome) =>
  outcome.kind === 'match'
    ? Object.fromEntries(outcome.facts.map((fact) => [fact.key, fact.value]))
    : outcome;

describe('Apollo adapter', () => {
  let apollo: RunningProviderFixture;

  beforeAll(async () => {
    apollo = await startProviderFixture('apollo', {
      people: [JANE_PROVIDER_PERSON],
      scenarios: {
        'limited@acme.test': 'rate_limited',
        'broken@acme.test': 'server_error',
        'hang@acme.test': 'hang',
      },
      rawBodies: { [APOLLO_EXAMPLE_DOMAIN]: APOLLO_DOCUMENTED_ORGANIZATION },
      spentKeys: ['spent-key'],
    });
  });
  afterAll(() => apollo.close());
  beforeEach(() => apollo.requests.splice(0));

  it('maps a people match, its organization included, onto our facts', async () => {
    const outcome = await apolloAdapter.enrichPerson(
      { email: 'jane.doe@acme.test', name: 'Jane Doe' },
      providerContext(apollo.baseUrl),
    );
    expect(outcome).toMatchObject({
      kind: 'match',
      confidence: null,
      employerDomain: 'acme.test',
      cost: 1,
    });
    expect(factsOf(outcome)).toEqual({
      fullName: 'Jane Doe',
      firstName: 'Jane',
      lastName: 'Doe',
      title: 'VP of Marketing',
      seniority: 'vp',
      department: 'marketing',
      linkedinUrl: 'https://www.linkedin.com/in/jane-doe-growth',
      twitterHandle: 'jane_doe_growth',
      githubUsername: 'janedoe',
      bio: 'Growth marketer for B2B SaaS.',
      location: 'Austin, Texas, United States',
      photoUrl: 'https://images.provider.test/jane.png',
      companyName: 'Acme Analytics',
      companyDomain: 'acme.test',
      companyDescription: ACME_PROVIDER_COMPANY.description,
      industry: 'Software',
      employeeCount: 240,
      fundingStage: 'Series B',
      totalFunding: 42000000,
      techStack: ['Stripe', 'Segment', 'HubSpot'],
      companyLinkedinUrl: 'https://www.linkedin.com/company/acme-analytics',
      companyLocation: 'Austin, Texas, United States',
    });
  });

  it('sends the email and name as query parameters, asks for no personal emails or phones, key in x-api-key', async () => {
    await apolloAdapter.enrichPerson(
      { email: 'jane.doe@acme.test', name: 'Jane Doe' },
      providerContext(apollo.baseUrl),
    );
    expect(apollo.requests).toEqual([
      {
        method: 'POST',
        path: '/api/v1/people/match',
        query: {
          email: 'jane.doe@acme.test',
          name: 'Jane Doe',
          reveal_personal_emails: 'false',
          reveal_phone_number: 'false',
        },
        headers: { 'x-api-key': 'test-key', authorization: undefined },
        body: '',
      },
    ]);
  });

  it('tells a refused key, a spent account, a rate limit, a failure and a hang apart', async () => {
    const ctx = providerContext(apollo.baseUrl);
    const jane = { email: 'jane.doe@acme.test' };
    await expect(
      apolloAdapter.enrichPerson(jane, { ...ctx, apiKey: 'wrong' }),
    ).resolves.toEqual({ kind: 'invalid_key', status: 401 });
    await expect(
      apolloAdapter.enrichPerson(jane, { ...ctx, apiKey: 'spent-key' }),
    ).resolves.toEqual({ kind: 'out_of_credits', status: 422 });
    await expect(
      apolloAdapter.enrichPerson({ email: 'limited@acme.test' }, ctx),
    ).resolves.toEqual({ kind: 'rate_limited', retryAfterMs: 30_000 });
    await expect(
      apolloAdapter.enrichPerson({ email: 'broken@acme.test' }, ctx),
    ).resolves.toEqual({ kind: 'unavailable', reason: 'HTTP 500' });
    await expect(
      apolloAdapter.enrichPerson(
        { email: 'hang@acme.test' },
        { ...ctx, timeLimitMs: 200 },
      ),
    ).resolves.toEqual({ kind: 'unavailable', reason: 'timeout' });
  });

  it('reads the reference example organization, and a domain Apollo does not know', async () => {
    const outcome = await apolloAdapter.enrichCompany!(
      APOLLO_EXAMPLE_DOMAIN,
      providerContext(apollo.baseUrl),
    );
    expect(outcome).toMatchObject({
      kind: 'match',
      recordId: '5e66b6381e05b4008c8331b8',
      employerDomain: 'apollo.io',
      cost: 1,
    });
    expect(factsOf(outcome)).toMatchObject({
      companyName: 'Apollo.io',
      companyDomain: 'apollo.io',
      employeeCount: 1600,
      companyLinkedinUrl: 'https://www.linkedin.com/company/apolloio',
      // Apollo's "information technology & services", in our taxonomy
      industry: 'IT Services',
    });
    expect(apollo.requests).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/api/v1/organizations/enrich',
        query: { domain: APOLLO_EXAMPLE_DOMAIN },
      }),
    ]);
    await expect(
      apolloAdapter.enrichCompany!(
        'unknown.test',
        providerContext(apollo.baseUrl),
      ),
    ).resolves.toEqual({ kind: 'no_match', cost: 0 });
  });
});
