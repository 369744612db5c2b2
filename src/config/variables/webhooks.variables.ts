import { z } from 'zod';
import { bool, int } from './values.js';

// Webhook deliveries: what endpoints may be, the key sealing their secrets, attempts, retries,
// retention.
export const webhookVariables = {
  /**
   * Let webhook endpoints be loopback, private or link-local addresses: for local development (a
   * receiver on this machine) and tests, never production, where endpoint URLs are customer input
   * and the SSRF guard refuses them. Set it for whatever adds endpoints (the admin CLI, the API for
   * the dashboard) and for the workers that deliver, then restart the workers: a process reads it
   * when it starts.
   */
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: bool(false),
  /**
   * Key that seals webhook signing secrets in the database (AES-256-GCM), so that a dump of the
   * database alone does not reveal them: 32 bytes in base64 (`openssl rand -base64 32`). Needed to
   * add endpoints and to deliver; the same value for the CLI and every process. Unset on the
   * embedded default (SQLite, not production): generated at the first start into the data
   * directory (`webhook-secrets.key`, mode 0600), which the CLI reads too. Production never
   * generates it: webhooks stay off until it is set. Never logged. Losing it means rotating every
   * secret.
   */
  WEBHOOK_SECRETS_KEY: z
    .string()
    .refine(
      (v) =>
        /^[A-Za-z0-9+/]{43}=$/.test(v) &&
        Buffer.from(v, 'base64').length === 32,
      'must be 32 bytes in base64, e.g. the output of `openssl rand -base64 32`',
    )
    .optional(),
  /** One delivery attempt, connection to answer; slower receivers count as failed. */
  WEBHOOK_TIMEOUT_MS: int(10000, 100, 60000),
  /**
   * Deliveries one worker process makes at once, in their own line (never a slot of enrichment).
   * An attempt is almost all waiting for the receiver, so a slot costs little; one endpoint takes
   * at most `WEBHOOK_ENDPOINT_CONCURRENCY` of them.
   */
  WEBHOOK_CONCURRENCY: int(32, 1, 256),
  /**
   * Attempts in flight to one endpoint at once, across every worker process: a receiver that hangs
   * holds at most this many delivery slots, and the others go to the other endpoints.
   */
  WEBHOOK_ENDPOINT_CONCURRENCY: int(4, 1, 256),
  /** Wait after a delivery's first failed attempt; doubles each time, with ±20 % jitter. */
  WEBHOOK_RETRY_FIRST_DELAY_MS: int(30000, 10, 3_600_000),
  /** Longest wait between two delivery attempts. */
  WEBHOOK_RETRY_MAX_DELAY_MS: int(28_800_000, 10, 86_400_000),
  /**
   * How long a delivery is retried after its first attempt, and how long an endpoint may fail every
   * attempt before it is disabled.
   */
  WEBHOOK_GIVE_UP_AFTER_MS: int(259_200_000, 100, 2_592_000_000),
  /**
   * Days a webhook event is kept once every delivery of it is delivered or given up (failed); then
   * a worker's hourly sweep deletes it with its deliveries. Events with a delivery still pending
   * (retrying, or replayed) are kept whatever their age.
   */
  WEBHOOK_RETENTION_DAYS: int(30, 1, 3650),
  /**
   * How often workers queue deliveries that are due and not queued: retries after a restart, replays
   * from the admin CLI, events whose enqueue a crash lost.
   */
  WEBHOOK_DISPATCH_INTERVAL_MS: int(5000, 100, 3_600_000),
};
