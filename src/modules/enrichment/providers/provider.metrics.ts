import { Injectable } from '@nestjs/common';
import { Counter, Registry } from 'prom-client';

/** Data providers asked by the waterfall: requests by outcome, matches, and what they cost. */
@Injectable()
export class ProviderMetrics {
  private readonly calls: Counter<'provider' | 'outcome'>;
  private readonly matches: Counter<'provider'>;
  private readonly spend: Counter<'provider'>;

  constructor(registry: Registry) {
    this.calls = new Counter({
      name: 'provider_calls_total',
      help: 'Data provider answers by outcome: match, no_match, low_confidence, invalid_key, out_of_credits, rate_limited, unavailable (after retries), cached (a kept answer, no request), skipped.',
      labelNames: ['provider', 'outcome'],
      registers: [registry],
    });
    this.matches = new Counter({
      name: 'provider_matches_total',
      help: 'Data provider matches whose facts met the organization’s minimum confidence, kept answers included.',
      labelNames: ['provider'],
      registers: [registry],
    });
    this.spend = new Counter({
      name: 'provider_spend_total',
      help: 'Credits (or calls, as the provider bills) spent on data provider requests.',
      labelNames: ['provider'],
      registers: [registry],
    });
  }

  answered(provider: string, outcome: string, cost: number): void {
    this.calls.inc({ provider, outcome });
    if (outcome === 'match') this.matches.inc({ provider });
    if (cost > 0) this.spend.inc({ provider }, cost);
  }
}
