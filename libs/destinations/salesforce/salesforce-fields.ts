// The objects we write in Salesforce, their default mapping onto standard fields (names as the
// Object Reference gives them: Lead FirstName, LastName, Title, Company, Email, Website, City,
// State, Country, Industry (a picklist), NumberOfEmployees (an integer), Description; Contact
// MailingCity, MailingState, MailingCountry, AccountId; Account Name, Website, Industry,
// NumberOfEmployees, Description), and the custom fields the admin creates for ours. Custom field
// names end in `__c`; ours start with SE_ and are always written (they are ours).
import type { SourceField } from '../actor-fields.js';
import type { FieldMapping } from '../destination.js';

/** Our object type (the mechanism's name) → Salesforce's sObject. */
export const SOBJECTS = {
  lead: 'Lead',
  contact: 'Contact',
  account: 'Account',
} as const;
export type SalesforceObject = keyof typeof SOBJECTS;

export const OWN_PREFIX = 'SE_';
export const isOwn = (field: string) =>
  field.startsWith(OWN_PREFIX) && field.endsWith('__c');

/** Default external ID fields (External ID + Unique, text): the email, and the company's domain. */
export const DEFAULT_PERSON_KEY = 'SE_Email__c';
export const ACCOUNT_KEY = 'SE_Domain__c';

/** Our custom fields on a person object, with the type the admin gives each (docs/destinations/salesforce.md). */
export const OUR_FIELDS: ReadonlyArray<{
  name: string;
  source: SourceField;
  type: string;
}> = [
  { name: 'SE_Score__c', source: 'score', type: 'Number(3, 0)' },
  { name: 'SE_Band__c', source: 'band', type: 'Text(10)' },
  {
    name: 'SE_Score_Explanation__c',
    source: 'scoreExplanation',
    type: 'Long Text Area(32768)',
  },
  { name: 'SE_Summary__c', source: 'summary', type: 'Long Text Area(32768)' },
  {
    name: 'SE_Outreach_Advice__c',
    source: 'outreachAdvice',
    type: 'Text Area(255)',
  },
  { name: 'SE_Dashboard_URL__c', source: 'actorUrl', type: 'URL(255)' },
];

const ours = Object.fromEntries(OUR_FIELDS.map((f) => [f.name, f.source]));

export const SALESFORCE_DEFAULT_MAPPING: FieldMapping = {
  lead: {
    FirstName: 'firstName',
    LastName: 'lastName',
    Title: 'title',
    Company: 'companyName',
    Email: 'email',
    Website: 'website',
    City: 'city',
    State: 'region',
    Country: 'country',
    Industry: 'industry',
    NumberOfEmployees: 'employeeCount',
    ...ours,
  },
  contact: {
    FirstName: 'firstName',
    LastName: 'lastName',
    Title: 'title',
    Email: 'email',
    MailingCity: 'city',
    MailingState: 'region',
    MailingCountry: 'country',
    ...ours,
  },
  account: {
    Name: 'companyName',
    Website: 'website',
    Industry: 'industry',
    NumberOfEmployees: 'employeeCount',
    Description: 'companyDescription',
  },
};

/**
 * Fields Salesforce requires to create a record, and what we put there when we know nothing
 * better: a Lead without a last name or company, a Contact without a last name, an Account
 * without a name would be refused (REQUIRED_FIELD_MISSING). Written under the never-overwrite
 * rule like any standard value, so a person's entry stands and a real value replaces ours later.
 */
export const REQUIRED_FALLBACK: Record<
  SalesforceObject,
  Record<string, (a: { email: string; companyDomain: string | null }) => string>
> = {
  lead: {
    LastName: (a) => a.email.split('@')[0]!,
    Company: (a) => a.companyDomain ?? '[not provided]',
  },
  contact: { LastName: (a) => a.email.split('@')[0]! },
  account: { Name: (a) => a.companyDomain ?? '[not provided]' },
};
