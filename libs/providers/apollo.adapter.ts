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
import { isJson, type Json } from '../research/extract/json-object.js';
import {
  callProvider,
  type ProviderCall,
  type StatusMeanings,
} from './provider-call.js';
import { domainOf, ProviderFacts } from './provider-facts.js';
import type { ProviderAdapter, ProviderOutcome } from './provider.js';

/** An empty credit pool is a 422 whose error mentions credits; any other 422 is unavailable. */
const STATUSES: StatusMeanings = {
  401: 'invalid_key',
  403: 'invalid_key',
  402: 'out_of_credits',
  422: (body) => (mentionsCredits(body) ? 'out_of_credits' : undefined),
  429: 'rate_limited',
};

/** A request with the key in Apollo's header, read by Apollo's statuses. */
const request = (
  method: ProviderCall['method'],
  path: string,
  params: Record<string, string>,
  apiKey: string,
): ProviderCall => ({
  method,
  path,
  params,
  headers: {
    'x-api-key': apiKey,
    'cache-control': 'no-cache',
    'content-type': 'application/json',
  },
  statuses: STATUSES,
});

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
  return facts.match({
    id: person.id,
    employerDomain: org
      ? domainOf(org.primary_domain ?? org.website_url)
      : null,
    retrievedAt,
  });
}

function organizationOutcome(body: Json, retrievedAt: string): ProviderOutcome {
  const org = isJson(body.organization) ? body.organization : null;
  if (!org || Object.keys(org).length === 0)
    return { kind: 'no_match', cost: 0 };
  const facts = new ProviderFacts();
  addOrganization(facts, org);
  return facts.match({
    id: org.id,
    employerDomain: domainOf(org.primary_domain ?? org.website_url),
    retrievedAt,
  });
}

export const apolloAdapter: ProviderAdapter = {
  id: 'apollo',
  documentedVersion:
    'Apollo.io REST API v1 (docs.apollo.io/reference, read 2026-11)',
  billing: 'credits',
  confidenceScale: null,

  enrichPerson(req, ctx) {
    const params: Record<string, string> = {
      email: req.email,
      reveal_personal_emails: 'false',
      reveal_phone_number: 'false',
    };
    if (req.name) params.name = req.name;
    return callProvider(
      request('POST', '/api/v1/people/match', params, ctx.apiKey),
      ctx,
      personOutcome,
    );
  },

  enrichCompany(domain, ctx) {
    return callProvider(
      request('GET', '/api/v1/organizations/enrich', { domain }, ctx.apiKey),
      ctx,
      organizationOutcome,
    );
  },
};
