// Every Salesforce path we call, built here and nowhere else (REST API developer guide,
// https://developer.salesforce.com/docs/platform/api-rest/guide). All of it exists since API
// version 46.0 (sObject Collections upsert); we pin one version so that answers do not change
// under us, and moving to a newer one is a change of this constant (and of the fake's routes).

export const SALESFORCE_API_VERSION = 'v62.0';

const data = `/services/data/${SALESFORCE_API_VERSION}`;

export const SALESFORCE_PATHS = {
  /** OAuth 2.0 client credentials flow: on the org's My Domain, never login.salesforce.com */
  token: '/services/oauth2/token',
  /** the org's limits (DailyApiRequests…): the cheap check connect makes */
  limits: `${data}/limits`,
  describe: (sobject: string) =>
    `${data}/sobjects/${encodeURIComponent(sobject)}/describe`,
  query: (soql: string) => `${data}/query?q=${encodeURIComponent(soql)}`,
  /** sObject Collections upsert on an external ID field: up to 200 records of one type */
  upsert: (sobject: string, externalIdField: string) =>
    `${data}/composite/sobjects/${encodeURIComponent(sobject)}/${encodeURIComponent(externalIdField)}`,
  /** sObject Collections update (records carry their Id) and delete (ids in the query) */
  collections: `${data}/composite/sobjects`,
  deleteIds: (ids: string[]) =>
    `${data}/composite/sobjects?ids=${ids.map(encodeURIComponent).join(',')}&allOrNone=false`,
} as const;

/** Records per sObject Collections call (the reference: "The list can contain up to 200 objects"). */
export const SALESFORCE_BATCH_SIZE = 200;

/**
 * A query's text is sent in the URL; past this length a batch's query is split in two requests
 * (Salesforce refuses a URI longer than 16,384 bytes with 414).
 */
export const SALESFORCE_MAX_QUERY_CHARS = 12_000;
