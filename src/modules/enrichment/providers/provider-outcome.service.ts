import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { rateLimitPauseMs } from '../../../../libs/provider-waterfall/index.js';
import type { ProviderOutcome } from '../../../../libs/providers/provider.js';
import type { ProviderId } from '../../../../libs/providers/registry.js';
import { LOGGER } from '../../../common/logging/logger.port.js';
import {
  ProviderKeysService,
  type ProviderInChain,
} from '../../providers/provider-keys.service.js';

/**
 * What an answer means for later runs: a refused key is marked invalid (an organization's key in
 * its row; the instance-wide one in this process, until the environment changes), a provider out
 * of credits paused (the organization's own key only), a 429 keeps the provider aside for the
 * organization for a while in this process.
 */
@Injectable()
export class ProviderOutcomeHandler {
  /** `<org>:<provider>` → epoch ms before which a 429 keeps the provider aside (this process). */
  private readonly rateLimitedUntil = new Map<string, number>();

  constructor(
    private readonly keys: ProviderKeysService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** A 429 still keeps this provider aside for the organization. */
  rateLimited(organizationId: string, provider: ProviderId): boolean {
    return (
      (this.rateLimitedUntil.get(`${organizationId}:${provider}`) ?? 0) >
      Date.now()
    );
  }

  async handle(
    p: ProviderInChain,
    organizationId: string,
    outcome: ProviderOutcome,
  ): Promise<void> {
    const own = p.keySource === 'organization';
    if (outcome.kind === 'invalid_key') {
      p.status = 'invalid';
      await this.keys.markInvalid(
        organizationId,
        p.provider,
        `the provider answered ${outcome.status}: the key is refused`,
        p.keySource,
      );
      this.logger.warn(
        {
          provider: p.provider,
          status: outcome.status,
          keySource: p.keySource,
        },
        'data provider refused the key; not asked again until it is set again',
      );
    } else if (outcome.kind === 'out_of_credits') {
      p.status = 'paused';
      if (own)
        await this.keys.markPaused(
          organizationId,
          p.provider,
          `the provider answered ${outcome.status}: out of credits`,
          new Date(),
        );
      this.logger.warn(
        { provider: p.provider, status: outcome.status },
        'data provider out of credits; paused until next month or a new key',
      );
    } else if (outcome.kind === 'rate_limited') {
      this.rateLimitedUntil.set(
        `${organizationId}:${p.provider}`,
        Date.now() + rateLimitPauseMs(outcome),
      );
    } else if (outcome.kind === 'unavailable') {
      this.logger.warn(
        { provider: p.provider, reason: outcome.reason },
        'data provider unavailable; continuing without it',
      );
    }
  }
}
