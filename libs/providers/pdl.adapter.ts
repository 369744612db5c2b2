// People Data Labs, API v5. Follows the public reference as read in November 2026:
//   person:  GET /v5/person/enrich  https://docs.peopledatalabs.com/docs/reference-person-enrichment-api
//            input parameters       https://docs.peopledatalabs.com/docs/input-parameters-person-enrichment-api
//            output (likelihood)    https://docs.peopledatalabs.com/docs/output-response-person-enrichment-api
//            fields                 https://docs.peopledatalabs.com/docs/fields
//   company: GET /v5/company/enrich https://docs.peopledatalabs.com/docs/output-response-company-enrichment-api
//   errors:                         https://docs.peopledatalabs.com/docs/errors
//   limits:                         https://docs.peopledatalabs.com/docs/usage-limits
// Authentication: the `X-Api-Key` header (the reference also allows an `api_key` parameter; a
// key in a URL ends up in proxy logs, so we never use it). 200 is a match, billed one credit;
// 404 is no match, free; 401 bad key, 402 out of credits, 429 rate limit (`x-ratelimit-reset`
// says when the window resets), 5xx PDL's own failure.
import { isJson, type Json } from '../research/extract/json-object.js';
import {
  callProvider,
  type ProviderCall,
  type StatusMeanings,
} from './provider-call.js';
import { domainOf, ProviderFacts } from './provider-facts.js';
import type { ProviderAdapter, ProviderOutcome } from './provider.js';

const STATUSES: StatusMeanings = {
  404: 'no_match',
  401: 'invalid_key',
  403: 'invalid_key',
  402: 'out_of_credits',
  429: 'rate_limited',
};

/** A GET with the key in PDL's header, read by PDL's statuses. */
const pdlGet = (
  path: string,
  params: Record<string, string>,
  apiKey: string,
): ProviderCall => ({
  method: 'GET',
  path,
  params,
  headers: { 'x-api-key': apiKey },
  statuses: STATUSES,
  resetHeader: 'x-ratelimit-reset',
});

/** PDL's matches carry its likelihood (1-10) as their confidence. */
function pdlMatch(
  facts: ProviderFacts,
  body: Json,
  id: unknown,
  employerDomain: string | null,
  retrievedAt: string,
): ProviderOutcome {
  const value = body.likelihood;
  const confidence =
    typeof value === 'number' && value >= 1 && value <= 10 ? value : null;
  return facts.match({ id, confidence, employerDomain, retrievedAt });
}

function personMatch(body: Json, retrievedAt: string): ProviderOutcome {
  const data = isJson(body.data) ? body.data : {};
  const employerDomain = domainOf(data.job_company_website);
  const facts = new ProviderFacts()
    .add('fullName', data.full_name)
    .add('firstName', data.first_name)
    .add('lastName', data.last_name)
    .add('title', data.job_title)
    .add('seniority', data.job_title_levels)
    .add('department', data.job_title_role)
    .add('linkedinUrl', data.linkedin_url)
    .add('twitterHandle', data.twitter_username ?? data.twitter_url)
    .add('githubUsername', data.github_username ?? data.github_url)
    .add('bio', data.summary)
    .add('location', data.location_name)
    .add('companyName', data.job_company_name)
    .add('companyDomain', employerDomain)
    .add('industry', data.job_company_industry ?? data.industry)
    .add('employeeRange', data.job_company_size)
    .add('companyLinkedinUrl', data.job_company_linkedin_url)
    .add('companyLocation', data.job_company_location_name);
  return pdlMatch(facts, body, data.id, employerDomain, retrievedAt);
}

function companyMatch(body: Json, retrievedAt: string): ProviderOutcome {
  const location = isJson(body.location) ? body.location : {};
  const domain = domainOf(body.website);
  const facts = new ProviderFacts()
    .add('companyName', body.display_name ?? body.name)
    .add('companyDomain', domain)
    .add('companyDescription', body.summary)
    .add('industry', body.industry)
    .add('employeeCount', body.employee_count)
    .add('employeeRange', body.size)
    .add('fundingStage', body.latest_funding_stage)
    .add('totalFunding', body.total_funding_raised)
    .add('companyLinkedinUrl', body.linkedin_url)
    .add('companyLocation', location.name);
  return pdlMatch(facts, body, body.id, domain, retrievedAt);
}

export const pdlAdapter: ProviderAdapter = {
  id: 'pdl',
  documentedVersion:
    'People Data Labs API v5 (docs.peopledatalabs.com, read 2026-11)',
  billing: 'credits',
  confidenceScale: { min: 1, max: 10 },

  enrichPerson(req, ctx) {
    const params: Record<string, string> = {
      email: req.email,
      titlecase: 'true',
    };
    if (req.name) params.name = req.name;
    // Below the minimum PDL answers 404, and a 404 is not billed: the weak match costs nothing.
    // min_likelihood is an integer on PDL's 1-10 scale.
    if (ctx.minConfidence !== undefined)
      params.min_likelihood = String(
        Math.min(10, Math.max(1, Math.ceil(ctx.minConfidence))),
      );
    return callProvider(
      pdlGet('/v5/person/enrich', params, ctx.apiKey),
      ctx,
      personMatch,
    );
  },

  enrichCompany(domain, ctx) {
    const params = { website: domain, titlecase: 'true' };
    return callProvider(
      pdlGet('/v5/company/enrich', params, ctx.apiKey),
      ctx,
      companyMatch,
    );
  },
};
