// Webhook test helpers: configuration for fast, loopback-only deliveries, and a receiver's checks.
import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { ReceivedWebhook } from './fixtures/webhook-receiver.js';

/** A fixed test key (never used outside tests): 32 bytes in base64. */
export const TEST_SECRETS_KEY = Buffer.alloc(32, 7).toString('base64');

/** Deliveries to loopback receivers, retried within a test's patience. */
export const WEBHOOK_TEST_ENV = {
  WEBHOOK_SECRETS_KEY: TEST_SECRETS_KEY,
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
  WEBHOOK_TIMEOUT_MS: '700',
  WEBHOOK_RETRY_FIRST_DELAY_MS: '100',
  WEBHOOK_RETRY_MAX_DELAY_MS: '300',
  WEBHOOK_DISPATCH_INTERVAL_MS: '200',
};

/** Verifies a received webhook with the standardwebhooks library and returns its body. */
export function verifiedBody(received: ReceivedWebhook, secret: string): any {
  return new Webhook(secret).verify(received.body, received.headers);
}

/** The `v1,` signatures a receiver in another language computes by hand, for each secret. */
export function signaturesByHand(
  received: ReceivedWebhook,
  secret: string,
): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signed = `${received.headers['webhook-id']}.${received.headers['webhook-timestamp']}.${received.body}`;
  return `v1,${createHmac('sha256', key).update(signed).digest('base64')}`;
}
