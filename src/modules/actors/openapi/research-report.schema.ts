// The full record's two additive members (issue 17): `research`, the research report, and
// `company`, what the record says about the company beside `enrichment`. Enum values come from
// libs/research/report, the one list of them; the providers' ids from their registry.
import { PROVIDER_IDS } from '../../../../libs/providers/registry.js';
import { wordedChoice } from '../../../../libs/vendor-registry/index.js';
import {
  DROP_REASONS,
  EXPLAINED_FACT_KEYS,
  MISSING_REASONS,
  PROVIDER_OUTCOMES,
  PROVIDER_SKIP_REASONS,
  REFUSAL_POLICIES,
  SKIP_REASONS,
  TOOL_OUTCOMES,
  UNREACHABLE_CAUSES,
} from '../../../../libs/research/report/index.js';
import {
  schemaRef,
  type SchemaObject,
} from '../../../common/swagger/schema-object.js';

export const ToolReportSchema: SchemaObject = {
  type: 'object',
  additionalProperties: false,
  required: ['tool', 'asked', 'outcome', 'facts', 'durationMs'],
  description:
    'One research tool in one run: what it was asked, what came of it, how long it took.',
  properties: {
    tool: {
      type: 'string',
      description:
        'email, dns, website, gravatar, github (or fetch_page for the llm agent).',
    },
    asked: {
      type: 'string',
      description: 'What the tool was asked, in our words.',
    },
    outcome: {
      type: 'string',
      enum: [...TOOL_OUTCOMES],
      description:
        'found: it reported `facts` facts (see `dropped` for those not kept). nothing_published: the source answered and holds nothing. refused: a policy (`policies`) refused the source, nothing was taken from it. unreachable: the source could not be reached (`cause`). timed_out: the tool time limit ran out. skipped: it did not run (`skipReason`).',
    },
    facts: {
      type: 'integer',
      minimum: 0,
      description:
        'Facts the tool reported, before the merge kept or dropped them.',
    },
    durationMs: { type: 'integer', minimum: 0 },
    policies: {
      type: 'array',
      items: { type: 'string', enum: [...REFUSAL_POLICIES] },
      description:
        'Policies applied to the source: parked_domain, mail_provider (the domain gives addresses to the public), hosted_platform (the identity of the platform the site is made with was refused), instructions (text addressed to AI readers was set aside).',
    },
    cause: {
      type: 'string',
      enum: [...UNREACHABLE_CAUSES],
      description:
        'For unreachable: nxdomain (the domain does not exist), dns_failure (our resolver or the network to it failed), connection_failed, http_error, refused_address (the SSRF guard), error.',
    },
    skipReason: {
      type: 'string',
      enum: [...SKIP_REASONS],
      description:
        'For skipped: disabled (not in ENRICHMENT_TOOLS), cached_company_research (the shared research of the domain, done at companyResearch.researchedAt, answered), personal_address (free-mail or disposable), no_domain, not_asked (the llm agent did not call it).',
    },
    detail: {
      type: 'string',
      description:
        'Ours, never page text: what exactly (an error code, what showed the domain is parked).',
    },
    companyResearch: {
      type: 'object',
      additionalProperties: false,
      required: ['researchedAt', 'reused'],
      description:
        'Company research is shared by every signup of a domain: when it was done, and whether this run reused it.',
      properties: {
        researchedAt: { type: 'string', format: 'date-time' },
        reused: { type: 'boolean' },
      },
    },
  },
};

export const DroppedFactSchema: SchemaObject = {
  type: 'object',
  additionalProperties: false,
  required: ['key', 'tool', 'reason'],
  description:
    "A fact a tool (or the llm agent's model) found that the record does not keep.",
  properties: {
    key: {
      type: 'string',
      description: 'An enrichment member (techStack.<entry> for one entry).',
    },
    tool: {
      type: 'string',
      description: 'The tool that found it (llm: the model stated it).',
    },
    reason: {
      type: 'string',
      enum: [...DROP_REASONS],
      description:
        "other_subject: about another organization (a parent, a customer, a platform, someone quoted). no_identity_link: nothing ties its subject to the email domain. placeholder: demo content. instructions: from text addressed to AI readers. other_employer: a profile names another employer. mail_provider: the address is at a mail provider. conflict: the source stated two values. not_in_source / uncited: the model stated what its cited call did not show. person_only: a company fact for a free-mail address. low_confidence: a data provider's match below the organization's minimum confidence. other_source: a data provider's value where research (or an earlier provider) kept another; both are shown. not_in_vocabulary: a data provider's word (an industry, seniority, department, size band or funding stage) that does not translate into ours.",
    },
    value: {
      oneOf: [{ type: 'string' }, { type: 'number' }],
      description:
        'The value, where safe to show (never text addressed to AI readers).',
    },
    subject: { type: 'string', description: 'Whose it is, in our words.' },
  },
};

export const ResearchReportSchema: SchemaObject = {
  type: 'object',
  additionalProperties: false,
  required: ['agent', 'tools', 'dropped'],
  description:
    "Why the record holds what it holds: one entry per research tool and the facts found but not kept. Additive to the contract's full record; never on the card.",
  properties: {
    agent: { type: 'string', description: 'research (keyless) or llm.' },
    tools: { type: 'array', items: schemaRef('ToolReport') },
    dropped: { type: 'array', items: schemaRef('DroppedFact'), maxItems: 40 },
    providers: {
      type: 'array',
      items: schemaRef('ProviderReport'),
      description:
        "The organization's data providers, asked after keyless research, in its order (absent when it has none).",
    },
    missing: {
      type: 'array',
      items: schemaRef('MissingFact'),
      description:
        'Why each fact the record could hold stayed empty (title and the company facts; only title for a free-mail address).',
    },
  },
};

export const MissingFactSchema: SchemaObject = {
  type: 'object',
  additionalProperties: false,
  required: ['key', 'why'],
  properties: {
    key: {
      type: 'string',
      enum: [...EXPLAINED_FACT_KEYS],
      description: 'A fact key of `enrichment`.',
    },
    why: {
      type: 'string',
      enum: [...MISSING_REASONS],
      description:
        "not_stated: nothing the research read stated it. not_linked: a source stated it, but nothing tied it to the company (no identity link, or two sources disagreed). other_organisation: it was refused as another organisation's (a parent, a customer, a platform) or another employer's.",
    },
  },
};

export const ProviderReportSchema: SchemaObject = {
  type: 'object',
  additionalProperties: false,
  required: [
    'provider',
    'asked',
    'outcome',
    'facts',
    'kept',
    'cost',
    'attempts',
    'durationMs',
  ],
  description:
    'One data provider in one run: whether it was asked, what it answered, what the record kept and what it cost.',
  properties: {
    provider: { type: 'string', description: `${wordedChoice(PROVIDER_IDS)}.` },
    asked: {
      type: 'string',
      enum: ['person', 'company'],
      description:
        'person: by the address (and the name when given); company: by the domain.',
    },
    outcome: {
      type: 'string',
      enum: [...PROVIDER_OUTCOMES],
      description:
        "match, no_match (free), low_confidence (a match below the organization's minimum: nothing kept), invalid_key (401/403: the provider is marked invalid), out_of_credits (402: paused until next month), rate_limited (429), unavailable (5xx, timeouts, after retries), skipped (skipReason).",
    },
    skipReason: {
      type: 'string',
      enum: [...PROVIDER_SKIP_REASONS],
      description:
        'not_needed (gaps mode: nothing the ICP profile uses was missing and the person was known), budget_spent, invalid_key, paused, rate_limited (an earlier Retry-After still runs), no_time.',
    },
    missing: {
      type: 'array',
      items: { type: 'string' },
      description:
        'The facts the ICP profile uses that were missing when it was asked.',
    },
    cached: {
      type: 'boolean',
      description:
        "Answered from this organization's kept answer: no request, no cost.",
    },
    recordId: { type: 'string', nullable: true },
    confidence: {
      type: 'number',
      nullable: true,
      description: "The provider's match confidence, on its own scale.",
    },
    retrievedAt: { type: 'string', format: 'date-time' },
    facts: { type: 'integer', minimum: 0 },
    kept: { type: 'integer', minimum: 0 },
    cost: {
      type: 'integer',
      minimum: 0,
      description: 'Credits (or calls, as the provider bills) this run spent.',
    },
    attempts: { type: 'integer', minimum: 0 },
    durationMs: { type: 'integer', minimum: 0 },
    detail: {
      type: 'string',
      description: 'Ours: a status code, a wait asked for.',
    },
  },
};

export const ParentOrganizationSchema: SchemaObject = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'citation'],
  description:
    "The organization the company belongs to, as its own site names it. Its facts are never the company's.",
  properties: {
    name: { type: 'string' },
    domain: {
      type: 'string',
      description: 'Its registrable domain, when the site links to it.',
    },
    citation: schemaRef('Citation'),
  },
};

export const CompanyContextSchema: SchemaObject = {
  type: 'object',
  additionalProperties: false,
  description:
    'What the record says about the company beside `enrichment`: every member always, null where nothing was found.',
  required: ['parent', 'totalFundingCurrency', 'xUrl', 'citations'],
  properties: {
    parent: {
      nullable: true,
      allOf: [schemaRef('ParentOrganization')],
    } as SchemaObject,
    totalFundingCurrency: {
      type: 'string',
      nullable: true,
      pattern: '^[A-Z]{3}$',
      description:
        'ISO 4217 currency of enrichment.totalFunding, which is recorded in the currency the company states it in (never converted). Null when there is no total, or its currency is not stated.',
    },
    xUrl: {
      type: 'string',
      nullable: true,
      pattern: '^https://x\\.com/\\w{1,15}$',
      example: 'https://x.com/lanternhq',
      description:
        "The company's own X (Twitter) account, https://x.com/<handle> in lower case, as its own site links to it: its Organization's sameAs, a link whose handle, aria-label, title or text names it, or its one bare X icon in the page's header or footer. Never a share link, a tweet, a person's or another organisation's account. Null when none was found, or several could be the company's.",
    },
    citations: {
      type: 'object',
      additionalProperties: false,
      description:
        'Member name → the citation of the page that states it, for the members that carry none of their own (as enrichment.citations does); {} when none was found.',
      properties: { xUrl: schemaRef('Citation') },
    },
  },
};
