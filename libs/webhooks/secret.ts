// Endpoint signing secrets, in the Standard Webhooks format: `whsec_` + base64 of random bytes.
import { randomBytes } from 'node:crypto';

export const SECRET_PREFIX = 'whsec_';

/** 24 random bytes (192 bits), as Standard Webhooks libraries generate them. */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(24).toString('base64')}`;
}
