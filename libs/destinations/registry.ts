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
   * Hosts a customer-supplied URL of this destination may name (Slack's webhook URL), besides the
   * API origin; anything else is refused unless DESTINATION_ALLOW_PRIVATE_NETWORKS (tests).
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

export function isDestinationKind(value: string): value is DestinationKind {
  return Object.hasOwn(DESTINATION_REGISTRY, value);
}
