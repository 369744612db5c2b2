// Every HubSpot path we call, built here and nowhere else. We call the CRM v3 objects and
// properties APIs and associations v4, as issue 32 names them. HubSpot has announced the end of
// support for v1–v3 in September 2027 and for v4 on 30 March 2027, in favour of date-versioned
// paths (`/crm/objects/2026-03/…`) whose bodies and answers are the same for what we use: moving is
// a change of this file only (docs/destinations/hubspot.md).
// Reference: https://developers.hubspot.com/docs/api-reference/legacy/crm/objects/contacts/batch/upsert-contacts

export type HubSpotObject = 'contacts' | 'companies';

export const HUBSPOT_PATHS = {
  /** token check: which portal, which app, which scopes (private-app tokens) */
  tokenInfo: '/oauth/v2/private-apps/get/access-token-info',
  /** portal id, UI domain, time zone */
  accountDetails: '/account-info/v3/details',
  properties: (object: HubSpotObject) => `/crm/v3/properties/${object}`,
  propertyGroups: (object: HubSpotObject) =>
    `/crm/v3/properties/${object}/groups`,
  createProperties: (object: HubSpotObject) =>
    `/crm/v3/properties/${object}/batch/create`,
  batchRead: (object: HubSpotObject) => `/crm/v3/objects/${object}/batch/read`,
  batchUpsert: (object: HubSpotObject) =>
    `/crm/v3/objects/${object}/batch/upsert`,
  batchUpdate: (object: HubSpotObject) =>
    `/crm/v3/objects/${object}/batch/update`,
  search: (object: HubSpotObject) => `/crm/v3/objects/${object}/search`,
  associateDefault:
    '/crm/v4/associations/contacts/companies/batch/associate/default',
  /** permanent deletion of one contact (GDPR); by id only: an unknown email would be blocklisted */
  gdprDelete: '/crm/v3/objects/contacts/gdpr-delete',
} as const;

/** Inputs per batch call (create, read, update, upsert, associate). */
export const HUBSPOT_BATCH_SIZE = 100;

/** Values per `IN` filter of a search (the search API's own, lower limits: 5/s, 200 a page). */
export const HUBSPOT_SEARCH_VALUES = 100;

/** HubSpot's ids for the two objects in record URLs. */
export const HUBSPOT_OBJECT_TYPE_IDS = {
  contact: '0-1',
  company: '0-2',
} as const;

/** The scopes we need, as HubSpot names them. */
export const HUBSPOT_REQUIRED_SCOPES = [
  'crm.objects.contacts.read',
  'crm.objects.contacts.write',
  'crm.objects.companies.read',
  'crm.objects.companies.write',
  'crm.schemas.contacts.read',
  'crm.schemas.contacts.write',
  'crm.schemas.companies.read',
  'crm.schemas.companies.write',
] as const;
