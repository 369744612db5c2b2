import { Inject, Injectable } from '@nestjs/common';
import {
  newWebhookSecret,
  openSecret,
  sealSecret,
} from '../../../libs/webhooks/index.js';
import { secretsKey } from '../../common/security/secrets-key.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { WebhookEndpoint } from './entities/webhook-endpoint.entity.js';

/**
 * Endpoint secrets, sealed at rest with WEBHOOK_SECRETS_KEY (see secretsKey). A
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
    return secretsKey(this.config, 'webhook secrets');
  }
}
