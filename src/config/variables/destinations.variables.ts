import { DESTINATION_REGISTRY } from '../../../libs/destinations/registry.js';
import { vendorUrlVariables } from '../vendor-variables.js';
import { bool, int } from './values.js';

// Destinations (docs/destinations): each registered destination's API origin (derived from
// libs/destinations/registry.ts: DESTINATION_<KIND>_BASE_URL, no instance-wide key: each
// organization brings its own credentials), then how their syncs run, retry and are kept.
export const destinationVariables = {
  ...vendorUrlVariables(
    'DESTINATION',
    DESTINATION_REGISTRY,
    (entry) =>
      `${entry.label} API origin (tests point it at a loopback fake of ours). A URL an organization gives for it (a Slack webhook URL, a Salesforce instance URL) must be on this origin or on the vendor's own hosts (Salesforce: each org's My Domain, *.my.salesforce.com).`,
  ),
  /**
   * Destination syncs one worker process runs at once, in a line of their own (never a slot of
   * enrichment or webhooks). One destination takes at most one at a time, so a throttled or
   * hanging CRM holds one slot and every other organization's destinations use the rest.
   */
  DESTINATION_CONCURRENCY: int(16, 1, 256),
  /** One request to a destination, connection to answer; slower counts as unavailable (retried). */
  DESTINATION_TIMEOUT_MS: int(15000, 100, 120_000),
  /** One sync run of one destination at most (up to a few batches); then it stops and goes on later. */
  DESTINATION_RUN_TIMEOUT_MS: int(120_000, 1000, 3_600_000),
  /**
   * How often workers look for destinations with changes due and no sync queued: after a crash
   * between a change and its enqueue, a restart, a throttle that ended, a retry that came due.
   */
  DESTINATION_DISPATCH_INTERVAL_MS: int(5000, 100, 3_600_000),
  /** Wait after a record's first failed attempt (5xx, timeout); doubles each time, ±20 %. */
  DESTINATION_RETRY_FIRST_DELAY_MS: int(30_000, 10, 3_600_000),
  /** How long a record is retried before it is given up (failed, "gave up"). */
  DESTINATION_GIVE_UP_AFTER_MS: int(259_200_000, 1000, 2_592_000_000),
  /** Days the delivery history (the CLI's and dashboard's "recent deliveries") is kept. */
  DESTINATION_RETENTION_DAYS: int(30, 1, 3650),
  /**
   * At most one Slack digest per destination per this interval: a burst of hot signups is one
   * message a minute, not one a signup.
   */
  DESTINATION_DIGEST_INTERVAL_MS: int(60_000, 100, 3_600_000),
  /**
   * Let destinations reach loopback, private or link-local addresses and hosts other than their
   * vendor's (tests and local development only): a Slack webhook URL is customer input, so the
   * SSRF guard and the vendor's host rule refuse anything else otherwise.
   */
  DESTINATION_ALLOW_PRIVATE_NETWORKS: bool(false),
};
