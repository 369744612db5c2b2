// Adding a data provider is one adapter file and one registry entry. This suite is that file: a
// throwaway provider ("Acme Data", an API of our own invention at a loopback fixture), its
// adapter, and the one entry that registers it beside the real ones. Nothing else names it, and
// yet its variables, its configuration, its docs row and its place in the OpenAPI wording follow
// from the entry, and the contract every registered adapter passes holds for it too.
import { callProvider } from '../../libs/providers/provider-call.js';
import {
  domainOf,
  ProviderFacts,
} from '../../libs/providers/provider-facts.js';
import type { ProviderAdapter } from '../../libs/providers/index.js';
import {
  PROVIDER_IDS,
  PROVIDER_REGISTRY,
} from '../../libs/providers/registry.js';
import { isJson } from '../../libs/research/extract/json-object.js';
import {
  loadAdapters,
  vendorIds,
  wordedChoice,
  type VendorEntry,
} from '../../libs/vendor-registry/index.js';
import { PROVIDER_WORDS } from '../../src/config/variables/providers.variables.js';
import {
  vendorSettings,
  vendorVariables,
} from '../../src/config/vendor-variables.js';
import { describeAdapterContract } from '../support/fixtures/providers/adapter-contract.js';
import {
  findPerson,
  keyProblem,
  startProviderServer,
  type ProviderResponder,
} from '../support/fixtures/providers/provider-fixture-server.js';
import {
  fullName,
  placeOf,
} from '../support/fixtures/providers/provider-world.js';
import { vendorTable } from '../support/vendor-table.js';

// ---- the new provider's adapter file ----------------------------------------------------------
// Acme Data API v1: GET /v1/people?email=, the key in X-Api-Key; 404 nobody, 401 a bad key, 402
// no credits, 429 a rate limit (Retry-After). One credit a match.
const acmeDataAdapter: ProviderAdapter = {
  id: 'acme',
  documentedVersion: 'Acme Data API v1 (invented for this test)',
  billing: 'credits',
  confidenceScale: null,
  enrichPerson: (req, ctx) =>
    callProvider(
      {
        method: 'GET',
        path: '/v1/people',
        params: { email: req.email },
        headers: { 'x-api-key': ctx.apiKey },
        statuses: {
          404: 'no_match',
          401: 'invalid_key',
          402: 'out_of_credits',
          429: 'rate_limited',
        },
      },
      ctx,
      (body, retrievedAt) => {
        const p = isJson(body.person) ? body.person : null;
        if (!p) return { kind: 'no_match', cost: 0 };
        const employerDomain = domainOf(p.companyDomain);
        return new ProviderFacts()
          .add('fullName', p.name)
          .add('firstName', p.firstName)
          .add('lastName', p.lastName)
          .add('title', p.title)
          .add('seniority', p.seniority)
          .add('department', p.department)
          .add('linkedinUrl', p.linkedin)
          .add('twitterHandle', p.twitter)
          .add('githubUsername', p.github)
          .add('bio', p.bio)
          .add('location', p.location)
          .add('companyName', p.company)
          .add('companyDomain', employerDomain)
          .add('industry', p.industry)
          .add('companyLinkedinUrl', p.companyLinkedin)
          .match({ id: p.id, employerDomain, retrievedAt });
      },
    ),
};
// ---- end of the adapter file ------------------------------------------------------------------

// ---- the one entry ----------------------------------------------------------------------------
const REGISTRY = {
  ...PROVIDER_REGISTRY,
  acme: {
    label: 'Acme Data',
    productionUrl: 'https://api.acme-data.test',
    sends: 'the address only',
    adapter: async () => acmeDataAdapter,
  } satisfies VendorEntry<ProviderAdapter>,
};
// -----------------------------------------------------------------------------------------------

/** The loopback Acme Data API the adapter speaks to (test support, as every provider has one). */
const acmeDataApi: ProviderResponder = (request, options) => {
  const problem = keyProblem(request.headers['x-api-key'], options);
  if (problem === 'invalid') return { status: 401 };
  if (problem === 'spent') return { status: 402 };
  const email = request.query.email ?? '';
  const scenario = options.scenarios?.[email];
  if (scenario === 'rate_limited')
    return { status: 429, headers: { 'retry-after': '30' } };
  if (scenario === 'server_error') return { status: 500 };
  const person = findPerson(options, email);
  const answer = person
    ? {
        status: 200,
        body: {
          person: {
            id: `acme_${person.email}`,
            name: fullName(person),
            firstName: person.firstName,
            lastName: person.lastName,
            title: person.title,
            seniority: person.seniority,
            department: person.role,
            linkedin: `https://www.linkedin.com/in/${person.linkedinSlug}`,
            twitter: person.twitter,
            github: person.github,
            bio: person.bio,
            location: placeOf(person),
            company: person.employer?.name,
            companyDomain: person.employer?.domain,
            industry: person.employer?.industry,
            companyLinkedin: `https://www.linkedin.com/company/${person.employer?.linkedinSlug}`,
          },
        },
      }
    : { status: 404 };
  return scenario === 'slow'
    ? { delayMs: options.slowMs ?? 1500, answer }
    : answer;
};

describe('a data provider added with one file and one entry', () => {
  it('gets its variables, their defaults and words from the entry', () => {
    const variables = vendorVariables('PROVIDER', REGISTRY, PROVIDER_WORDS);
    expect(Object.keys(variables)).toEqual(
      expect.arrayContaining([
        'PROVIDER_ACME_API_KEY',
        'PROVIDER_ACME_BASE_URL',
      ]),
    );
    expect(variables.PROVIDER_ACME_BASE_URL.parse(undefined)).toBe(
      'https://api.acme-data.test',
    );
    expect(variables.PROVIDER_ACME_API_KEY.parse(undefined)).toBeUndefined();
    expect(variables.PROVIDER_ACME_API_KEY.description).toContain(
      'Acme Data API key',
    );
  });

  it('gets its configuration: an instance key and an origin, by its id', () => {
    const settings = vendorSettings('PROVIDER', REGISTRY, {
      PROVIDER_ACME_API_KEY: 'acme-key',
      PROVIDER_ACME_BASE_URL: 'http://127.0.0.1:9',
    });
    expect(settings.instanceKeys.acme).toBe('acme-key');
    expect(settings.baseUrls.acme).toBe('http://127.0.0.1:9');
    expect(settings.instanceKeys.pdl).toBeNull();
  });

  it('is in the docs table, the OpenAPI wording and the order organizations see', () => {
    expect(vendorTable('providers', 'PROVIDER', REGISTRY)).toContain(
      '| Acme Data | `acme` | the address only | `PROVIDER_ACME_API_KEY`, `PROVIDER_ACME_BASE_URL` (default `https://api.acme-data.test`) |',
    );
    expect(vendorIds(REGISTRY)).toEqual([...PROVIDER_IDS, 'acme']);
    expect(wordedChoice(vendorIds(REGISTRY))).toBe(
      `${PROVIDER_IDS.join(', ')} or acme`,
    );
  });

  it('is among the adapters a worker loads', async () => {
    const adapters = await loadAdapters(REGISTRY);
    expect(adapters.acme).toBe(acmeDataAdapter);
    expect(Object.keys(adapters)).toEqual([...PROVIDER_IDS, 'acme']);
  });
});

describeAdapterContract('acme', REGISTRY.acme.adapter, (options) =>
  startProviderServer(acmeDataApi, options),
);
