import { Inject, Injectable } from '@nestjs/common';
import { openSecret, sealSecret } from '../../../libs/webhooks/index.js';
import { AppError } from '../../common/errors/app-error.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { MISSING_IN_PRODUCTION } from '../../config/webhook-secrets-key-file.js';

/**
 * Provider keys at rest are sealed exactly like webhook secrets: AES-256-GCM under
 * WEBHOOK_SECRETS_KEY (libs/webhooks/secret-box), so a dump of the database alone reveals none.
 */
@Injectable()
export class ProviderKeySeal {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  seal(apiKey: string): string {
    return sealSecret(apiKey, this.key());
  }

  open(sealed: string): string {
    return openSecret(sealed, this.key());
  }

  private key(): Buffer {
    const key = this.config.webhooks.secretsKey;
    if (!key)
      throw AppError.badRequest(
        this.config.env === 'production'
          ? `${MISSING_IN_PRODUCTION}: provider keys are stored sealed with it`
          : 'WEBHOOK_SECRETS_KEY is not set: provider keys are stored sealed with it, as webhook secrets are. Set it (32 bytes in base64, e.g. `openssl rand -base64 32`) for the admin CLI and the service alike',
      );
    return key;
  }
}
