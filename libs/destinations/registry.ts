// The one list of destinations, keyed by kind, in the shape of every vendor registry
// (libs/vendor-registry). Everything that names a destination derives from it: the DestinationKind type, the CLI's --kind choices and its flags (from each adapter's
// credential and setting fields), the dashboard's connect forms, the configuration
// (DESTINATION_<KIND>_BASE_URL, defaulting to the production origin written here and nowhere
// else), the docs pages and the contract spec that runs over every entry. Adding a destination is
// its adapter folder and one entry here (docs/architecture.md, "A destination"). Reading this file
// loads no adapter: each is imported when first needed.
import { vendorIds, type VendorEntry } from '../vendor-registry/index.js';
import type {
  CredentialField,
  DestinationAdapter,
  SettingField,
} from './destination.js';

/** A destination: a vendor entry (label, production origin, what it is sent, the lazy adapter) and more. */
export interface DestinationEntry extends VendorEntry<DestinationAdapter> {
  /**
   * Hosts a customer-supplied URL of this destination may name (Slack's webhook URL, Salesforce's
   * instance URL), besides the API origin; one starting with a dot names every host under it
   * (`.my.salesforce.com`: each org's My Domain). Anything else is refused unless
   * DESTINATION_ALLOW_PRIVATE_NETWORKS (tests).
   */
  allowedHosts: readonly string[];
  /** its page under docs/destinations/ */
  docs: string;
  /** what connect asks for (CLI flags, dashboard fields); `secret` ones are write-only */
  credentialFields: readonly CredentialField[];
  /** its settings, each optional with the adapter's default */
  settingFields: readonly SettingField[];
}

/** HubSpot's tiers, and the burst limit (requests per 10 s) privately distributed apps get on each. */
export const HUBSPOT_BURST_LIMITS = {
  free: 100,
  starter: 100,
  professional: 190,
  enterprise: 190,
  capacity_pack: 250,
} as const;

export const DESTINATION_REGISTRY = {
  hubspot: {
    label: 'HubSpot',
    productionUrl: 'https://api.hubapi.com',
    allowedHosts: ['api.hubapi.com', 'api-eu1.hubapi.com'],
    sends: 'the mapped facts, score and analysis of enriched signups',
    docs: 'docs/destinations/hubspot.md',
    credentialFields: [
      {
        name: 'token',
        label: 'Access token',
        secret: true,
        help: 'a private-app access token (pat-…) or a service key, with the CRM contacts, companies and schemas read and write scopes',
      },
    ],
    settingFields: [
      {
        name: 'tier',
        label: 'HubSpot tier',
        help: 'sets the burst limit: free and starter 100, professional and enterprise 190, capacity_pack 250 requests per 10 s (default free)',
        choices: Object.keys(HUBSPOT_BURST_LIMITS),
      },
      {
        name: 'burstLimit',
        label: 'Burst limit',
        help: 'requests per 10 s, instead of the tier’s',
        numeric: true,
      },
      {
        name: 'erase',
        label: 'On erasure',
        help: 'keep (default): stop syncing, the CRM record stays; delete: delete the contact too (HubSpot’s GDPR delete, permanent)',
        choices: ['keep', 'delete'],
      },
    ],
    adapter: async () =>
      (await import('./hubspot/hubspot.adapter.js'))
        .hubspotAdapter as DestinationAdapter,
  },
  salesforce: {
    label: 'Salesforce',
    // Each org is reached at its own My Domain (the instance URL given at connect); this origin
    // is Salesforce's login host, where no request of ours goes.
    productionUrl: 'https://login.salesforce.com',
    allowedHosts: ['.my.salesforce.com'],
    sends: 'the mapped facts, score and analysis of enriched signups',
    docs: 'docs/destinations/salesforce.md',
    credentialFields: [
      {
        name: 'instanceUrl',
        label: 'My Domain URL',
        secret: false,
        help: 'the org’s My Domain URL, https://<name>.my.salesforce.com (Setup › My Domain)',
      },
      {
        name: 'clientId',
        label: 'Consumer key',
        secret: false,
        help: 'the connected app’s consumer key (client credentials flow enabled, with a Run As user)',
      },
      {
        name: 'clientSecret',
        label: 'Consumer secret',
        secret: true,
        help: 'the connected app’s consumer secret',
      },
    ],
    settingFields: [
      {
        name: 'objects',
        label: 'Objects',
        help: 'lead (default): a Lead per signup; contact: a Contact with its Account (matched on the website’s domain)',
        choices: ['lead', 'contact'],
      },
      {
        name: 'externalIdField',
        label: 'External ID field',
        help: 'the Lead’s or Contact’s text field (External ID, Unique) that holds the email (default SE_Email__c)',
      },
      {
        name: 'erase',
        label: 'On erasure',
        help: 'keep (default): stop syncing, the CRM record stays; delete: delete the Lead or Contact too (to the org’s Recycle Bin)',
        choices: ['keep', 'delete'],
      },
      {
        name: 'apiShare',
        label: 'API share (%)',
        help: 'we stop while the org has used more than this percentage of its daily API requests (default 80)',
        numeric: true,
      },
    ],
    adapter: async () =>
      (await import('./salesforce/salesforce.adapter.js'))
        .salesforceAdapter as DestinationAdapter,
  },
  slack: {
    label: 'Slack',
    productionUrl: 'https://hooks.slack.com',
    allowedHosts: ['hooks.slack.com'],
    sends: 'name, title, company, band, score and advice of hot signups',
    docs: 'docs/destinations/slack.md',
    credentialFields: [
      {
        name: 'webhookUrl',
        label: 'Incoming webhook URL',
        secret: true,
        help: 'https://hooks.slack.com/services/T…/B…/… from the Slack app’s Incoming Webhooks page',
      },
    ],
    settingFields: [],
    adapter: async () =>
      (await import('./slack/slack.adapter.js'))
        .slackAdapter as DestinationAdapter,
  },
} satisfies Record<string, DestinationEntry>;

export type DestinationKind = keyof typeof DESTINATION_REGISTRY;

/** The organization-facing order of the destinations: the registry's. */
export const DESTINATION_KINDS: DestinationKind[] =
  vendorIds(DESTINATION_REGISTRY);

/** Whether `host` is one of the entry's allowed hosts (or under one that starts with a dot). */
export function isAllowedHost(
  entry: Pick<DestinationEntry, 'allowedHosts'>,
  host: string,
): boolean {
  return entry.allowedHosts.some((allowed) =>
    allowed.startsWith('.') ? host.endsWith(allowed) : host === allowed,
  );
}

export function isDestinationKind(value: string): value is DestinationKind {
  return Object.hasOwn(DESTINATION_REGISTRY, value);
}
