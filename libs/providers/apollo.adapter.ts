// Apollo.io REST API v1. Follows the public reference as read in November 2026:
//   person:  POST /api/v1/people/match          https://docs.apollo.io/reference/people-enrichment
//   company: GET  /api/v1/organizations/enrich  https://docs.apollo.io/reference/organization-enrichment
//   limits:                                     https://docs.apollo.io/reference/rate-limits
// Authentication: the `x-api-key` header. Parameters go in the query string, as the reference
// shows; personal emails and phone numbers are explicitly not asked for (reveal_* = false), and
// no waterfall or webhook is requested. A request that finds nobody is still a 200, with no
// `person` (or `organization`) in it; credits are consumed per enriched record, so that is free.
// 401 is a bad key, 403 a key not allowed to call the endpoint, 429 a rate limit. An empty credit
// pool is answered 422 with an "insufficient credits" error (observed, not in the reference; see
// docs/providers/apollo.md), any other 422 is a request Apollo refused.
import { exchange, isJson, retryAfterMs, type Json } from './provider-http.js';
import { domainOf, ProviderFacts } from './provider-facts.js';
import type {
  ProviderAdapter,
  ProviderContext,
  ProviderOutcome,
  ProviderRequest,
} from './provider.js';

export const APOLLO_BASE_URL = 'https://api.apollo.io';

async function call(
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, string>,
  ctx: ProviderContext,
  toOutcome: (body: Json, retrievedAt: string) => ProviderOutcome,
): Promise<ProviderOutcome> {
  const url = new URL(path, ctx.baseUrl);
  for (const [name, value] of Object.entries(params))
    url.searchParams.set(name, value);
  const answer = await exchange(
    {
      method,
      url,
      headers: {
        'x-api-key': ctx.apiKey,
        'cache-control': 'no-cache',
        'content-type': 'application/json',
      },
    },
    ctx,
  );
  if (answer.kind === 'unavailable') return answer;
  const { status, body, headers } = answer;
  if (status === 200 && body) return toOutcome(body, ctx.now().toISOString());
  if (status === 401 || status === 403) return { kind: 'invalid_key', status };
  if (status === 402 || (status === 422 && mentionsCredits(body)))
    return { kind: 'out_of_credits', status };
  if (status === 429)
    return {
      kind: 'rate_limited',
      retryAfterMs: retryAfterMs(headers, ctx.now()),
    };
  return { kind: 'unavailable', reason: `HTTP ${status}` };
}

function mentionsCredits(body: Json | null): boolean {
  const text = [body?.error, body?.message]
    .filter((v) => typeof v === 'string')
    .join(' ');
  return /credit/i.test(text);
}

function placeOf(record: Json): string | undefined {
  const parts = [record.city, record.state, record.country].filter(
    (part): part is string => typeof part === 'string' && part.trim() !== '',
  );
  return parts.length ? parts.join(', ') : undefined;
}

/** Company facts from an Apollo organization object, into `facts`. */
function addOrganization(facts: ProviderFacts, org: Json): void {
  facts
    .add('companyName', org.name)
    .add('companyDomain', org.primary_domain ?? org.website_url)
    .add('companyDescription', org.short_description)
    .add('industry', org.industry)
    .add('employeeCount', org.estimated_num_employees)
    .add('fundingStage', org.latest_funding_stage)
    .add('totalFunding', org.total_funding)
    .add('techStack', org.technology_names)
    .add('companyLinkedinUrl', org.linkedin_url)
    .add('companyLocation', placeOf(org));
}

function personOutcome(body: Json, retrievedAt: string): ProviderOutcome {
  const person = isJson(body.person) ? body.person : null;
  if (!person) return { kind: 'no_match', cost: 0 };
  const org = isJson(person.organization) ? person.organization : null;
  const facts = new ProviderFacts()
    .add('fullName', person.name)
    .add('firstName', person.first_name)
    .add('lastName', person.last_name)
    .add('title', person.title)
    .add('seniority', person.seniority)
    .add('department', person.departments)
    .add('linkedinUrl', person.linkedin_url)
    .add('twitterHandle', person.twitter_url)
    .add('githubUsername', person.github_url)
    .add('bio', person.headline)
    .add('location', placeOf(person))
    .add('photoUrl', person.photo_url);
  if (org) addOrganization(facts, org);
  return {
    kind: 'match',
    recordId: typeof person.id === 'string' ? person.id : null,
    confidence: null,
    facts: facts.list(),
    untranslated: facts.untranslated(),
    employerDomain: org
      ? domainOf(org.primary_domain ?? org.website_url)
      : null,
    cost: 1,
    retrievedAt,
  };
}

function organizationOutcome(body: Json, retrievedAt: string): ProviderOutcome {
  const org = isJson(body.organization) ? body.organization : null;
  if (!org || Object.keys(org).length === 0)
    return { kind: 'no_match', cost: 0 };
  const facts = new ProviderFacts();
  addOrganization(facts, org);
  return {
    kind: 'match',
    recordId: typeof org.id === 'string' ? org.id : null,
    confidence: null,
    facts: facts.list(),
    untranslated: facts.untranslated(),
    employerDomain: domainOf(org.primary_domain ?? org.website_url),
    cost: 1,
    retrievedAt,
  };
}

export const apolloAdapter: ProviderAdapter = {
  id: 'apollo',
  documentedVersion:
    'Apollo.io REST API v1 (docs.apollo.io/reference, read 2026-11)',
  billing: 'credits',
  confidenceScale: null,

  enrichPerson(req: ProviderRequest, ctx: ProviderContext) {
    const params: Record<string, string> = {
      email: req.email,
      reveal_personal_emails: 'false',
      reveal_phone_number: 'false',
    };
    if (req.name) params.name = req.name;
    return call('POST', '/api/v1/people/match', params, ctx, personOutcome);
  },

  enrichCompany(domain: string, ctx: ProviderContext) {
    return call(
      'GET',
      '/api/v1/organizations/enrich',
      { domain },
      ctx,
      organizationOutcome,
    );
  },
};
