// The one list of destinations, keyed by kind. Everything that names a destination derives from
// it: the DestinationKind type, the CLI's --kind choices and its flags (from each adapter's
// credential and setting fields), the dashboard's connect forms, the configuration
// (DESTINATION_<KIND>_BASE_URL, defaulting to the production origin written here and nowhere
// else), the docs pages and the contract spec that runs over every entry. Adding a destination is
// its adapter folder and one entry here (docs/architecture.md, "A destination"). Reading this file
// loads no adapter: each is imported when first needed.
import type { DestinationAdapter } from './destination.js';

export interface DestinationEntry {
  /** what the vendor calls itself */
  label: string;
  /** its API's production origin: the default of DESTINATION_<KIND>_BASE_URL */
  productionUrl: string;
  /**
   * Hosts a customer-supplied URL of this destination may name (Slack's webhook URL), besides the
   * API origin; anything else is refused unless DESTINATION_ALLOW_PRIVATE_NETWORKS (tests).
   */
  allowedHosts: readonly string[];
  /** what it is sent about a signup, in a few words (docs, config descriptions) */
  sends: string;
  /** its page under docs/destinations/ */
  docs: string;
  adapter: () => Promise<DestinationAdapter>;
}

export const DESTINATION_REGISTRY = {
  hubspot: {
    label: 'HubSpot',
    productionUrl: 'https://api.hubapi.com',
    allowedHosts: ['api.hubapi.com', 'api-eu1.hubapi.com'],
    sends: 'the mapped facts, score and analysis of enriched signups',
    docs: 'docs/destinations/hubspot.md',
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
    adapter: async () =>
      (await import('./slack/slack.adapter.js'))
        .slackAdapter as DestinationAdapter,
  },
} satisfies Record<string, DestinationEntry>;

export type DestinationKind = keyof typeof DESTINATION_REGISTRY;

export const DESTINATION_KINDS = Object.keys(
  DESTINATION_REGISTRY,
) as DestinationKind[];

export function isDestinationKind(value: string): value is DestinationKind {
  return Object.hasOwn(DESTINATION_REGISTRY, value);
}
