import { Inject, Injectable } from '@nestjs/common';
import {
  askProvider,
  budgetSpent,
  minimumOnScale,
  type Asked,
  type AskedFor,
} from '../../../../libs/provider-waterfall/index.js';
import type { ProviderOutcome } from '../../../../libs/providers/provider.js';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import {
  PROVIDER_ADAPTERS,
  type ProviderAdapters,
} from './provider-adapters.port.js';
import type { Actor } from '../../actors/entities/actor.entity.js';
import type { ProviderInChain } from '../../providers/provider-keys.service.js';
import {
  ProviderLedger,
  type AnswerSubject,
} from '../../providers/provider-ledger.service.js';

/**
 * The most one answer costs, in any provider's unit: a match is billed 1 (a person or a company),
 * a no-match nothing (libs/providers: each adapter's `cost`).
 */
const MAX_COST_PER_ANSWER = 1;

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
    @Inject(PROVIDER_ADAPTERS) private readonly adapters: ProviderAdapters,
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
    // With a budget, the most one answer can cost is taken from it first: runs in flight at once
    // then cannot all pass the budget's last unit (the row's lock orders them).
    const reserved = p.monthlyBudget === null ? 0 : MAX_COST_PER_ANSWER;
    if (
      reserved &&
      !(await this.ledger.reserve(
        org,
        p.provider,
        now,
        reserved,
        p.monthlyBudget!,
      ))
    ) {
      p.spend = Math.max(p.spend, p.monthlyBudget!);
      return null;
    }
    let asked: Asked;
    try {
      asked = await this.request(p, q);
    } catch (err) {
      // Nothing was spent: give the reserved units back.
      await this.ledger.count(org, p.provider, now, {
        calls: 0,
        matches: 0,
        spend: -reserved,
      });
      throw err;
    }
    const { outcome, attempts } = asked;
    const cost = 'cost' in outcome ? outcome.cost : 0;
    p.spend += cost;
    await this.ledger.count(org, p.provider, now, {
      calls: attempts,
      matches: outcome.kind === 'match' ? 1 : 0,
      spend: cost - reserved,
    });
    if (outcome.kind === 'match' || outcome.kind === 'no_match')
      await this.ledger.keep(org, p.provider, subject, outcome, now);
    return { outcome, attempts, cached: false };
  }

  private request(p: ProviderInChain, q: ProviderQuestion): Promise<Asked> {
    const adapter = this.adapters[p.provider];
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
