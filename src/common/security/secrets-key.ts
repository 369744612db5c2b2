import type { AppConfig } from '../../config/app-config.js';
import { MISSING_IN_PRODUCTION } from '../../config/webhook-secrets-key-file.js';
import { AppError } from '../errors/app-error.js';

/**
 * The key that seals secrets at rest (AES-256-GCM, libs/webhooks/secret-box): WEBHOOK_SECRETS_KEY,
 * for webhook signing secrets, provider keys and destination credentials alike, so a dump of the database alone reveals
 * none. Without it nothing is sealed or opened: the error says what (`what`) needs it and how to
 * set it.
 */
export function secretsKey(
  config: AppConfig,
  what: 'webhook secrets' | 'provider keys' | 'destination credentials',
): Buffer {
  const key = config.webhooks.secretsKey;
  if (key) return key;
  const needs = `${what} are stored sealed with it`;
  throw AppError.badRequest(
    config.env === 'production'
      ? `${MISSING_IN_PRODUCTION}: ${needs}`
      : `WEBHOOK_SECRETS_KEY is not set: ${needs}${what === 'webhook secrets' ? '' : ', as webhook secrets are'}. Set it (32 bytes in base64, e.g. \`openssl rand -base64 32\`) for the admin CLI and the service alike`,
  );
}
