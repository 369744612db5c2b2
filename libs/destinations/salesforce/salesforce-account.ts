// What a Salesforce destination is given (credentials, settings) and what connect() learns about
// the org and later calls read: its id, where its records are shown (the token's instance_url),
// its daily API request limit (the `limits` resource), and the fields of Lead, Contact and
// Account as `describe` gives them (what may be written, and each picklist's values).
import type { Json } from '../../research/extract/json-object.js';
import type { DestinationContext } from '../destination.js';
import type { SalesforceObject } from './salesforce-fields.js';

export interface SalesforceCredentials {
  /** the org's My Domain URL (https://<name>.my.salesforce.com): token and API requests go there */
  instanceUrl: string;
  /** the connected app's consumer key */
  clientId: string;
  /** the connected app's consumer secret */
  clientSecret: string;
}

export interface SalesforceSettings {
  /** lead (default): a Lead per person; contact: a Contact with its Account */
  objects: 'lead' | 'contact';
  /** the person's external ID field (text, External ID, Unique) that holds the email */
  externalIdField: string;
  /** erasure: keep the CRM record (default), or delete the Lead or Contact too */
  erase: 'keep' | 'delete';
  /** the share (percent) of the org's daily API requests we may use; we stop when the org is past it */
  apiShare: number;
}

export interface DescribedField {
  name: string;
  label: string;
  /** Salesforce's field type: string, picklist, int, double, url, email, textarea, reference… */
  type: string;
  createable: boolean;
  updateable: boolean;
  externalId: boolean;
  unique: boolean;
  /** the active values of a picklist */
  picklist?: string[];
}

export interface SalesforceAccount {
  orgId: string | null;
  /** where the org's records are shown: the token answer's instance_url */
  instanceUrl: string | null;
  /** DailyApiRequests.Max of the `limits` resource; null when not readable */
  dailyApiMax: number | null;
  fields: Partial<Record<SalesforceObject, DescribedField[]>>;
}

export type SalesforceContext = DestinationContext<
  SalesforceCredentials,
  SalesforceSettings
>;

export function accountOf(json: Json | null): SalesforceAccount {
  const a = (json ?? {}) as Partial<SalesforceAccount>;
  return {
    orgId: a.orgId ?? null,
    instanceUrl: a.instanceUrl ?? null,
    dailyApiMax: a.dailyApiMax ?? null,
    fields: a.fields ?? {},
  };
}
