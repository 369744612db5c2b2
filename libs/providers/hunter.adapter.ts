// Hunter API v2, Combined Enrichment. Follows the public reference as read in November 2026:
//   GET /v2/combined/find?email=   https://hunter.io/api-documentation/v2#combined-enrichment
//   errors, authentication:        https://hunter.io/api-documentation/v2#errors
//   what counts as a request:      https://help.hunter.io/en/articles/1911617
// Authentication: the `X-API-KEY` header (the reference also allows `api_key` in the query; a key
// in a URL ends up in proxy logs, so we never use it). The endpoint takes the email only: the
// name is not sent. Hunter's statuses are its own: 401 is a bad key, **403 is the rate limit**
// and **429 is the plan's usage limit** (requests used up until the renewal), 451 means the
// person asked Hunter not to process their data. A call that finds nothing (404) is not counted.
import { isJson, type Json } from '../research/extract/json-object.js';
import { callProvider, type StatusMeanings } from './provider-call.js';
import { domainOf, ProviderFacts } from './provider-facts.js';
import type { ProviderAdapter, ProviderOutcome } from './provider.js';

/** Hunter's own: 403 is the rate limit, 429 the plan's usage limit, 451 a person who opted out. */
const STATUSES: StatusMeanings = {
  404: 'no_match',
  451: 'no_match',
  401: 'invalid_key',
  429: 'out_of_credits',
  403: 'rate_limited',
};

const handle = (value: unknown): string | undefined =>
  isJson(value) && typeof value.handle === 'string' ? value.handle : undefined;

/** Hunter writes LinkedIn as a handle: "in/jane-doe" for people, "company/acme" for companies. */
function linkedinFromHandle(raw: string | undefined, kind: 'in' | 'company') {
  if (!raw) return undefined;
  const path = raw.replace(/^\/+/, '');
  return `https://www.linkedin.com/${path.includes('/') ? path : `${kind}/${path}`}`;
}

/** Hunter gives a count or a band in `employees`, and sometimes a band beside a count. */
function employees(metrics: Json): { count?: unknown; ranges: unknown[] } {
  const raw = metrics.employees;
  return typeof raw === 'number'
    ? { count: raw, ranges: [metrics.employeesRange] }
    : { ranges: [raw, metrics.employeesRange] };
}

function combinedOutcome(body: Json, retrievedAt: string): ProviderOutcome {
  const data = isJson(body.data) ? body.data : {};
  const person = isJson(data.person) ? data.person : null;
  // A company without a person says nothing about this signup (for a free-mail address it is
  // the mail provider): no person, no match.
  if (!person) return { kind: 'no_match', cost: 0 };
  const job = isJson(person.employment) ? person.employment : {};
  const name = isJson(person.name) ? person.name : {};
  const company = isJson(data.company) ? data.company : null;
  const companyDomain = company ? domainOf(company.domain) : null;
  const employerDomain = domainOf(job.domain) ?? companyDomain;

  const facts = new ProviderFacts()
    .add('fullName', name.fullName)
    .add('firstName', name.givenName)
    .add('lastName', name.familyName)
    .add('title', job.title)
    .add('seniority', job.seniority)
    .add('department', job.role)
    .add('linkedinUrl', linkedinFromHandle(handle(person.linkedin), 'in'))
    .add('twitterHandle', handle(person.twitter))
    .add('githubUsername', handle(person.github))
    .add('bio', person.bio)
    .add('location', person.location)
    .add('photoUrl', person.avatar)
    .add('companyName', job.name)
    .add('companyDomain', employerDomain);
  // Hunter's company is the one behind the email's domain; it describes the person's employer
  // only when that is the employer Hunter names for the person.
  if (company && companyDomain === employerDomain) {
    const category = isJson(company.category) ? company.category : {};
    const metrics = isJson(company.metrics) ? company.metrics : {};
    const size = employees(metrics);
    facts
      .add('companyName', company.name)
      .add('companyDescription', company.description)
      .add('industry', category.industry)
      .add('employeeCount', size.count)
      .add('employeeRange', size.ranges[0])
      .add('employeeRange', size.ranges[1])
      .add('totalFunding', metrics.raised)
      .add('techStack', company.tech)
      .add(
        'companyLinkedinUrl',
        linkedinFromHandle(handle(company.linkedin), 'company'),
      )
      .add('companyLocation', company.location);
  }
  return facts.match({ id: person.id, employerDomain, retrievedAt });
}

export const hunterAdapter: ProviderAdapter = {
  id: 'hunter',
  documentedVersion:
    'Hunter API v2 (hunter.io/api-documentation/v2, read 2026-11)',
  billing: 'calls',
  confidenceScale: null,

  enrichPerson(req, ctx) {
    return callProvider(
      {
        method: 'GET',
        path: '/v2/combined/find',
        params: { email: req.email },
        headers: { 'x-api-key': ctx.apiKey },
        statuses: STATUSES,
      },
      ctx,
      combinedOutcome,
    );
  },
};
