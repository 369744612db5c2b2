// Our property group and custom properties in a HubSpot portal, and the default mapping onto
// HubSpot's standard properties. Standard names as HubSpot's portal property lists and contacts
// guide give them (docs/destinations/hubspot.md lists each): contacts `firstname`, `lastname`,
// `jobtitle`, `company`, `website`, `hs_linkedin_url`, `city`, `state`, `country`, `industry`
// (text), `numemployees` (an enumeration of ranges); companies `name`, `domain`, `website`,
// `industry` (an enumeration), `numberofemployees` (a number), `description`,
// `linkedin_company_page`, `city`, `state`, `country`.
import type { FieldMapping } from '../destination.js';

export const OUR_GROUP = {
  name: 'signup_enrichment',
  label: 'Signup enrichment',
  displayOrder: -1,
};

/** Our properties are ours: always written, whatever a person did to them. */
export const OWN_PREFIX = 'se_';

export interface PropertyCreate {
  name: string;
  label: string;
  type: 'string' | 'number' | 'datetime' | 'enumeration';
  fieldType: 'text' | 'textarea' | 'number' | 'date' | 'select';
  groupName: string;
  description: string;
  hasUniqueValue?: boolean;
  options?: Array<{ label: string; value: string; displayOrder: number }>;
}

const own = (
  name: string,
  label: string,
  type: PropertyCreate['type'],
  fieldType: PropertyCreate['fieldType'],
  description: string,
  extra: Partial<PropertyCreate> = {},
): PropertyCreate => ({
  name: `${OWN_PREFIX}${name}`,
  label,
  type,
  fieldType,
  groupName: OUR_GROUP.name,
  description,
  ...extra,
});

const BANDS = ['hot', 'warm', 'cold'].map((value, displayOrder) => ({
  label: value[0]!.toUpperCase() + value.slice(1),
  value,
  displayOrder,
}));

export const OUR_PROPERTIES: Record<
  'contacts' | 'companies',
  PropertyCreate[]
> = {
  contacts: [
    own('score', 'ICP score', 'number', 'number', 'ICP fit score, 0–100'),
    own('band', 'ICP band', 'enumeration', 'select', 'Score band', {
      options: BANDS,
    }),
    own(
      'score_explanation',
      'Score explanation',
      'string',
      'textarea',
      'Why the score is what it is',
    ),
    own(
      'summary',
      'Summary',
      'string',
      'textarea',
      'Who the person is, from the research',
    ),
    own(
      'outreach_advice',
      'Outreach advice',
      'string',
      'textarea',
      'One line on how to reach out',
    ),
    own(
      'suggested_channel',
      'Suggested channel',
      'string',
      'text',
      'Where to reach out',
    ),
    own(
      'last_enriched_at',
      'Last enriched at',
      'datetime',
      'date',
      'When the record was last researched',
    ),
    own(
      'actor_url',
      'Signup record',
      'string',
      'text',
      'The signup in the enrichment dashboard',
    ),
    own(
      'location',
      'Location (as found)',
      'string',
      'text',
      'Location as the research found it',
    ),
  ],
  companies: [
    own(
      'domain',
      'Signup company domain',
      'string',
      'text',
      'The company key of the enrichment service',
      {
        hasUniqueValue: true,
      },
    ),
  ],
};

/** The company property we upsert companies by: unique, so a retry never makes a second one. */
export const COMPANY_KEY = `${OWN_PREFIX}domain`;

export const HUBSPOT_DEFAULT_MAPPING: FieldMapping = {
  contact: {
    firstname: 'firstName',
    lastname: 'lastName',
    jobtitle: 'title',
    company: 'companyName',
    website: 'website',
    hs_linkedin_url: 'linkedinUrl',
    city: 'city',
    state: 'region',
    country: 'country',
    industry: 'industry',
    numemployees: 'employeeRange',
    se_score: 'score',
    se_band: 'band',
    se_score_explanation: 'scoreExplanation',
    se_summary: 'summary',
    se_outreach_advice: 'outreachAdvice',
    se_suggested_channel: 'suggestedChannel',
    se_last_enriched_at: 'lastEnrichedAt',
    se_actor_url: 'actorUrl',
    se_location: 'location',
  },
  company: {
    name: 'companyName',
    domain: 'companyDomain',
    website: 'website',
    industry: 'industry',
    numberofemployees: 'employeeCount',
    description: 'companyDescription',
    linkedin_company_page: 'companyLinkedinUrl',
  },
};

/** A property of the portal as connect() keeps it: enough to check a value before writing it. */
export interface PortalProperty {
  name: string;
  label: string;
  type: string;
  /** option values of an enumeration */
  options?: string[];
}
