import { Inject, Injectable } from '@nestjs/common';
import {
  newWebhookSecret,
  openSecret,
  sealSecret,
} from '../../../libs/webhooks/index.js';
import { AppError } from '../../common/errors/app-error.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { MISSING_IN_PRODUCTION } from '../../config/webhook-secrets-key-file.js';
import type { WebhookEndpoint } from './entities/webhook-endpoint.entity.js';

/**
 * Endpoint secrets, sealed at rest with WEBHOOK_SECRETS_KEY (see libs/webhooks/secret-box). A
 * secret is shown in clear once, when it is made (webhook:add, webhook:rotate-secret).
 */
@Injectable()
export class WebhookSecrets {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** A new secret: `{ secret }` to show once, `sealed` to store. */
  create(): { secret: string; sealed: string } {
    const secret = newWebhookSecret();
    return { secret, sealed: sealSecret(secret, this.key()) };
  }

  /**
   * The secrets that sign an attempt made at `now`: the current one, and the one it replaced
   * while the rotation's overlap lasts. Newest first.
   */
  signingSecrets(endpoint: WebhookEndpoint, now: Date): string[] {
    const key = this.key();
    const secrets = [openSecret(endpoint.secret, key)];
    if (
      endpoint.previousSecret &&
      endpoint.previousSecretExpiresAt &&
      endpoint.previousSecretExpiresAt > now
    )
      secrets.push(openSecret(endpoint.previousSecret, key));
    return secrets;
  }

  hasKey(): boolean {
    return this.config.webhooks.secretsKey !== null;
  }

  private key(): Buffer {
    const key = this.config.webhooks.secretsKey;
    if (!key)
      throw AppError.badRequest(
        this.config.env === 'production'
          ? `${MISSING_IN_PRODUCTION}: webhook secrets are stored sealed with it`
          : 'WEBHOOK_SECRETS_KEY is not set: webhook secrets are stored sealed with it. Set it (32 bytes in base64, e.g. `openssl rand -base64 32`) for the admin CLI and the service alike',
      );
    return key;
  }
}
