import { Inject, Injectable } from '@nestjs/common';
import {
  askProvider,
  budgetSpent,
  minimumOnScale,
  type Asked,
  type AskedFor,
} from '../../../../libs/provider-waterfall/index.js';
import { PROVIDERS } from '../../../../libs/providers/index.js';
import type { ProviderOutcome } from '../../../../libs/providers/provider.js';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import type { Actor } from '../../actors/entities/actor.entity.js';
import type { ProviderInChain } from '../../providers/provider-keys.service.js';
import {
  ProviderLedger,
  type AnswerSubject,
} from '../../providers/provider-ledger.js';

/** One question to one provider in a run. */
export interface ProviderQuestion {
  actor: Actor;
  asked: AskedFor;
  /** the address's registrable domain: what a company question names */
  addressDomain: string | null;
  signal: AbortSignal;
}

/**
 * Where an answer comes from: this organization's kept answer while it is fresh
 * (PROVIDER_CACHE_TTL_MS); otherwise a request, within the monthly budget, whose calls and cost
 * are counted and whose match or no-match is kept.
 */
@Injectable()
export class ProviderAnswers {
  constructor(
    private readonly ledger: ProviderLedger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The answer (`cached`: this organization's kept one, no request, no cost), or null when only a
   * request could give one and the budget is spent.
   */
  async answer(p: ProviderInChain, q: ProviderQuestion) {
    const now = new Date();
    const org = q.actor.organizationId;
    const subject: AnswerSubject =
      q.asked === 'person'
        ? { email: q.actor.email }
        : { domain: q.addressDomain! };
    const kept = await this.ledger.cached(
      org,
      p.provider,
      subject,
      this.config.providers.cacheTtlMs,
      now,
    );
    if (kept) return { outcome: kept.answer, attempts: 0, cached: true };
    if (budgetSpent(p)) return null;
    const { outcome, attempts } = await this.request(p, q);
    const cost = 'cost' in outcome ? outcome.cost : 0;
    p.spend += cost;
    await this.ledger.count(org, p.provider, now, {
      calls: attempts,
      matches: outcome.kind === 'match' ? 1 : 0,
      spend: cost,
    });
    if (outcome.kind === 'match' || outcome.kind === 'no_match')
      await this.ledger.keep(org, p.provider, subject, outcome, now);
    return { outcome, attempts, cached: false };
  }

  private request(p: ProviderInChain, q: ProviderQuestion): Promise<Asked> {
    const adapter = PROVIDERS[p.provider].adapter;
    // A provider that filters server-side (PDL's min_likelihood) makes a weak match a free no-match.
    const minimum = minimumOnScale(p.minConfidence, adapter.confidenceScale);
    const ctx = {
      ...(minimum !== null && { minConfidence: Math.ceil(minimum - 1e-9) }),
      apiKey: p.apiKey,
      baseUrl: this.config.providers.baseUrls[p.provider],
      timeLimitMs: this.config.providers.timeoutMs,
      signal: q.signal,
      now: () => new Date(),
    };
    const name = q.actor.name?.trim();
    return askProvider(
      (): Promise<ProviderOutcome> =>
        q.asked === 'person'
          ? adapter.enrichPerson(
              { email: q.actor.email, ...(name ? { name } : {}) },
              ctx,
            )
          : adapter.enrichCompany!(q.addressDomain!, ctx),
      q.signal,
    );
  }
}
