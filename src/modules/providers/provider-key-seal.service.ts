import { Inject, Injectable } from '@nestjs/common';
import { openSecret, sealSecret } from '../../../libs/webhooks/index.js';
import { secretsKey } from '../../common/security/secrets-key.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';

/** Provider keys at rest are sealed exactly like webhook secrets (see secretsKey). */
@Injectable()
export class ProviderKeySeal {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  seal(apiKey: string): string {
    return sealSecret(apiKey, secretsKey(this.config, 'provider keys'));
  }

  open(sealed: string): string {
    return openSecret(sealed, secretsKey(this.config, 'provider keys'));
  }
}
