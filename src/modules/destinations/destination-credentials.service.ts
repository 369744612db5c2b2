import { Inject, Injectable } from '@nestjs/common';
import { openSecret, sealSecret } from '../../../libs/webhooks/index.js';
import { secretsKey } from '../../common/security/secrets-key.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';

/**
 * A destination's credentials at rest: their JSON sealed like provider keys and webhook secrets
 * (WEBHOOK_SECRETS_KEY), opened only for the request that needs them, never shown or logged.
 */
@Injectable()
export class DestinationCredentials {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Throws, saying how to set it, when WEBHOOK_SECRETS_KEY is not set. */
  requireKey(): void {
    secretsKey(this.config, 'destination credentials');
  }

  seal(credentials: unknown): string {
    return sealSecret(
      JSON.stringify(credentials),
      secretsKey(this.config, 'destination credentials'),
    );
  }

  open(sealed: string): Record<string, string> {
    return JSON.parse(
      openSecret(sealed, secretsKey(this.config, 'destination credentials')),
    ) as Record<string, string>;
  }
}
