import {
  ACME_PROVIDER_COMPANY,
  JANE_PROVIDER_PERSON,
  startProviderFixture,
  type FixtureCompany,
  type RunningProviderFixture,
} from '../../test/support/fixtures/providers/index.js';
import {
  HUNTER_DOCUMENTED_COMBINED,
  HUNTER_EXAMPLE_EMAIL,
} from '../../test/support/fixtures/providers/documented-examples.js';
import { providerContext } from '../../test/support/fixtures/providers/provider-context.js';
import { hunterAdapter } from './hunter.adapter.js';
import type { ProviderOutcome } from './provider.js';

const factsOf = (outcome: ProviderOutcome) =>
  outcome.kind === 'match'
    ? Object.fromEntries(outcome.facts.map((fact) => [fact.key, fact.value]))
    : outcome;

/** The mail provider behind a free-mail address, as Hunter's combined answer includes it. */
const MAIL_PROVIDER: FixtureCompany = {
  name: 'Freemail Inc',
  domain: 'freemail.test',
  description: 'Free email for everyone.',
  industry: 'internet',
  sizeBand: '10001+',
};

describe('Hunter adapter', () => {
  let hunter: RunningProviderFixture;

  beforeAll(async () => {
    hunter = await startProviderFixture('hunter', {
      people: [
        JANE_PROVIDER_PERSON,
        { ...JANE_PROVIDER_PERSON, email: 'jane.doe@freemail.test' },
      ],
      companies: [MAIL_PROVIDER],
      rawBodies: { [HUNTER_EXAMPLE_EMAIL]: HUNTER_DOCUMENTED_COMBINED },
      scenarios: {
        'limited@acme.test': 'rate_limited',
        'broken@acme.test': 'server_error',
        'slow@acme.test': 'slow',
      },
      spentKeys: ['spent-key'],
      slowMs: 3000,
    });
  });
  afterAll(() => hunter.close());
  beforeEach(() => hunter.requests.splice(0));

  it('maps a combined answer onto our facts', async () => {
    const outcome = await hunterAdapter.enrichPerson(
      { email: 'jane.doe@acme.test', name: 'Jane Doe' },
      providerContext(hunter.baseUrl),
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
      employeeRange: '201-500',
      totalFunding: 42000000,
      techStack: ['stripe', 'segment', 'hubspot'],
      companyLinkedinUrl: 'https://www.linkedin.com/company/acme-analytics',
      companyLocation: 'Austin, Texas, United States',
    });
  });

  it('sends the email only, never the name, with the key in the X-API-KEY header', async () => {
    await hunterAdapter.enrichPerson(
      { email: 'jane.doe@acme.test', name: 'Jane Doe' },
      providerContext(hunter.baseUrl),
    );
    expect(hunter.requests).toEqual([
      {
        method: 'GET',
        path: '/v2/combined/find',
        query: { email: 'jane.doe@acme.test' },
        headers: { 'x-api-key': 'test-key', authorization: undefined },
        body: '',
      },
    ]);
  });

  it("does not take the mail provider's company for the employer of a free-mail address", async () => {
    const outcome = await hunterAdapter.enrichPerson(
      { email: 'jane.doe@freemail.test' },
      providerContext(hunter.baseUrl),
    );
    expect(outcome).toMatchObject({
      kind: 'match',
      employerDomain: 'acme.test',
    });
    const facts = factsOf(outcome);
    expect(facts).toMatchObject({
      companyName: 'Acme Analytics',
      companyDomain: 'acme.test',
    });
    expect(JSON.stringify(facts)).not.toMatch(/Freemail|Free email|10001/);
  });

  it('reads the documented combined shape', async () => {
    const outcome = await hunterAdapter.enrichPerson(
      { email: HUNTER_EXAMPLE_EMAIL },
      providerContext(hunter.baseUrl),
    );
    expect(outcome).toMatchObject({
      kind: 'match',
      recordId: HUNTER_DOCUMENTED_COMBINED.data.person.id,
      employerDomain: 'hunter-example.test',
    });
    expect(factsOf(outcome)).toMatchObject({
      fullName: 'Sam Rivera',
      title: 'Head of Customer Success',
      seniority: 'executive',
      department: 'customer_success',
      linkedinUrl: 'https://www.linkedin.com/in/sam-rivera',
      employeeRange: '11-50',
      companyLinkedinUrl: 'https://www.linkedin.com/company/hunter-example',
    });
    // "Internet Software & Services" names no industry of ours clearly: not kept, but said.
    expect(factsOf(outcome)).not.toHaveProperty('industry');
    expect(outcome).toMatchObject({
      untranslated: [
        { key: 'industry', value: 'Internet Software & Services' },
      ],
    });
  });

  it("reads Hunter's own statuses: 404 free, 401 bad key, 429 usage limit, 403 rate limit", async () => {
    const ctx = providerContext(hunter.baseUrl);
    const jane = { email: 'jane.doe@acme.test' };
    await expect(
      hunterAdapter.enrichPerson({ email: 'nobody@acme.test' }, ctx),
    ).resolves.toEqual({ kind: 'no_match', cost: 0 });
    await expect(
      hunterAdapter.enrichPerson(jane, { ...ctx, apiKey: 'wrong' }),
    ).resolves.toEqual({ kind: 'invalid_key', status: 401 });
    await expect(
      hunterAdapter.enrichPerson(jane, { ...ctx, apiKey: 'spent-key' }),
    ).resolves.toEqual({ kind: 'out_of_credits', status: 429 });
    await expect(
      hunterAdapter.enrichPerson({ email: 'limited@acme.test' }, ctx),
    ).resolves.toEqual({ kind: 'rate_limited', retryAfterMs: 30_000 });
    await expect(
      hunterAdapter.enrichPerson({ email: 'broken@acme.test' }, ctx),
    ).resolves.toEqual({ kind: 'unavailable', reason: 'HTTP 500' });
  });
});
