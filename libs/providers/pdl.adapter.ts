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
import { exchange, isJson, retryAfterMs, type Json } from './provider-http.js';
import { domainOf, ProviderFacts } from './provider-facts.js';
import type {
  ProviderAdapter,
  ProviderContext,
  ProviderOutcome,
  ProviderRequest,
} from './provider.js';

export const PDL_BASE_URL = 'https://api.peopledatalabs.com';

async function enrich(
  path: string,
  params: Record<string, string>,
  ctx: ProviderContext,
  toMatch: (body: Json, retrievedAt: string) => ProviderOutcome,
): Promise<ProviderOutcome> {
  const url = new URL(path, ctx.baseUrl);
  for (const [name, value] of Object.entries(params))
    url.searchParams.set(name, value);
  const answer = await exchange(
    { method: 'GET', url, headers: { 'x-api-key': ctx.apiKey } },
    ctx,
  );
  if (answer.kind === 'unavailable') return answer;
  const { status, body, headers } = answer;
  if (status === 200 && body) return toMatch(body, ctx.now().toISOString());
  if (status === 404) return { kind: 'no_match', cost: 0 };
  if (status === 401 || status === 403) return { kind: 'invalid_key', status };
  if (status === 402) return { kind: 'out_of_credits', status };
  if (status === 429)
    return {
      kind: 'rate_limited',
      retryAfterMs: retryAfterMs(headers, ctx.now(), 'x-ratelimit-reset'),
    };
  return { kind: 'unavailable', reason: `HTTP ${status}` };
}

function likelihood(body: Json): number | null {
  const value = body.likelihood;
  return typeof value === 'number' && value >= 1 && value <= 10 ? value : null;
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
  return {
    kind: 'match',
    recordId: typeof data.id === 'string' ? data.id : null,
    confidence: likelihood(body),
    facts: facts.list(),
    untranslated: facts.untranslated(),
    employerDomain,
    cost: 1,
    retrievedAt,
  };
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
  return {
    kind: 'match',
    recordId: typeof body.id === 'string' ? body.id : null,
    confidence: likelihood(body),
    facts: facts.list(),
    untranslated: facts.untranslated(),
    employerDomain: domain,
    cost: 1,
    retrievedAt,
  };
}

export const pdlAdapter: ProviderAdapter = {
  id: 'pdl',
  documentedVersion:
    'People Data Labs API v5 (docs.peopledatalabs.com, read 2026-11)',
  billing: 'credits',
  confidenceScale: { min: 1, max: 10 },

  enrichPerson(req: ProviderRequest, ctx: ProviderContext) {
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
    return enrich('/v5/person/enrich', params, ctx, personMatch);
  },

  enrichCompany(domain: string, ctx: ProviderContext) {
    return enrich(
      '/v5/company/enrich',
      { website: domain, titlecase: 'true' },
      ctx,
      companyMatch,
    );
  },
};
