import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { describeCause } from '../../../../libs/errors/error-cause.js';
import {
  addProviderFacts,
  askProvider,
  factsTheProfileUses,
  minimumOnScale,
  missingFacts,
  personUnknown,
  vetProviderFacts,
} from '../../../../libs/provider-waterfall/index.js';
import { PROVIDERS } from '../../../../libs/providers/index.js';
import type {
  ProviderId,
  ProviderOutcome,
} from '../../../../libs/providers/provider.js';
import { COMPANY_FACT_KEYS } from '../../../../libs/research/fact-keys.js';
import {
  MAX_DROPPED,
  type DroppedFact,
  type ProviderReport,
  type ResearchReport,
} from '../../../../libs/research/report/index.js';
import type { Enrichment, FactKey } from '../../../../libs/research/types.js';
import { LOGGER } from '../../../common/logging/logger.token.js';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import type { Actor } from '../../actors/entities/actor.entity.js';
import {
  ProviderKeysService,
  type ProviderInChain,
} from '../../providers/provider-keys.service.js';
import {
  ProviderLedger,
  type AnswerSubject,
} from '../../providers/provider-ledger.js';
import { IcpProfilesService } from '../../scoring/icp-profiles.service.js';
import type { AgentResult } from '../agent/enrichment-agent.port.js';
import { ProviderMetrics } from './provider.metrics.js';

/** A 429 without a Retry-After keeps the provider aside this long (per organization). */
const DEFAULT_RATE_LIMIT_PAUSE_MS = 60_000;
/** Company facts worth a company request in `always` mode, when all are missing. */
const COMPANY_CORE: FactKey[] = [
  'companyName',
  'industry',
  'employeeCount',
  'employeeRange',
];

interface RunState {
  actor: Actor;
  enrichment: Enrichment;
  wanted: FactKey[];
  personal: boolean;
  addressDomain: string | null;
  dropped: DroppedFact[];
  reports: ProviderReport[];
  signal: AbortSignal;
}

/**
 * The waterfall after keyless research (docs/providers): the organization's providers in its
 * order, each asked only when needed (`gaps`: a fact its ICP profile uses is missing, or the
 * person is unknown; `always`: every run), within its monthly budget, from this organization's
 * kept answers when they are fresh. Every answer passes the trust rules and is cited; every
 * outcome is in the research report and the metrics. An organization without providers is
 * never sent anywhere.
 */
@Injectable()
export class ProviderWaterfall {
  /** `<org>:<provider>` → epoch ms before which a 429 keeps the provider aside (this process). */
  private readonly rateLimitedUntil = new Map<string, number>();

  constructor(
    private readonly keys: ProviderKeysService,
    private readonly ledger: ProviderLedger,
    private readonly profiles: IcpProfilesService,
    private readonly metrics: ProviderMetrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async complete(
    actor: Actor,
    result: AgentResult,
    signal: AbortSignal,
  ): Promise<AgentResult> {
    let chain: ProviderInChain[];
    try {
      chain = await this.keys.chainFor(actor.organizationId, new Date());
    } catch (err) {
      // Keys that cannot be opened (no WEBHOOK_SECRETS_KEY here) or a database hiccup: the
      // keyless research stands on its own; providers are an extra, never a reason to fail.
      this.logger.warn(
        { err: describeCause(err) },
        'data providers unavailable for this run; keeping the keyless research',
      );
      return result;
    }
    if (!chain.length) return result;
    const profile =
      (await this.profiles.get(actor.organizationId))?.profile ?? null;
    const signals = result.emailSignals;
    const run: RunState = {
      actor,
      enrichment: result.enrichment,
      wanted: factsTheProfileUses(profile),
      personal: !!signals && (signals.isFreeEmail || signals.isDisposable),
      addressDomain: signals?.registrableDomain ?? null,
      dropped: [],
      reports: [],
      signal,
    };
    for (const provider of chain)
      await this.askOne(provider, run).catch((err: unknown) => {
        if (signal.aborted) throw err;
        run.reports.push(
          blank(provider.provider, 'person', {
            outcome: 'unavailable',
            detail: 'our side failed (logged)',
          }),
        );
        this.logger.warn(
          { provider: provider.provider, err: describeCause(err) },
          'data provider step failed; continuing without it',
        );
      });
    const research: ResearchReport = result.research ?? {
      agent: 'research',
      tools: [],
      dropped: [],
    };
    return {
      ...result,
      enrichment: run.enrichment,
      research: {
        ...research,
        dropped: [...research.dropped, ...run.dropped].slice(0, MAX_DROPPED),
        providers: run.reports,
      },
    };
  }

  private async askOne(p: ProviderInChain, run: RunState): Promise<void> {
    const missing = missingFacts(run.enrichment, run.wanted, run.personal);
    const skip = this.skipReason(p, run, missing);
    if (skip) {
      run.reports.push(
        blank(p.provider, 'person', { outcome: 'skipped', skipReason: skip }),
      );
      this.metrics.answered(p.provider, 'skipped', 0);
      return;
    }
    const person = await this.ask(p, run, 'person', missing);
    if (person === 'stop') return;
    const adapter = PROVIDERS[p.provider].adapter;
    if (!adapter.enrichCompany || run.personal || !run.addressDomain) return;
    const companyMissing = missingFacts(
      run.enrichment,
      run.wanted,
      false,
    ).filter((k) => COMPANY_FACT_KEYS.has(k));
    const wantCompany =
      p.mode === 'always'
        ? COMPANY_CORE.every((k) => run.enrichment[k] === undefined)
        : companyMissing.length > 0;
    if (wantCompany && !run.signal.aborted)
      await this.ask(p, run, 'company', companyMissing);
  }

  private skipReason(
    p: ProviderInChain,
    run: RunState,
    missing: FactKey[],
  ): ProviderReport['skipReason'] | null {
    if (p.status === 'invalid') return 'invalid_key';
    if (p.status === 'paused') return 'paused';
    if ((this.rateLimitedUntil.get(limitKey(run.actor, p)) ?? 0) > Date.now())
      return 'rate_limited';
    if (p.mode === 'gaps' && !missing.length && !personUnknown(run.enrichment))
      return 'not_needed';
    if (run.signal.aborted) return 'no_time';
    return null;
  }

  /** One request (or a kept answer); 'stop' when the provider must not be asked again in this run. */
  private async ask(
    p: ProviderInChain,
    run: RunState,
    asked: 'person' | 'company',
    missing: FactKey[],
  ): Promise<'go' | 'stop'> {
    const started = Date.now();
    const now = new Date();
    const subject: AnswerSubject =
      asked === 'person'
        ? { email: run.actor.email }
        : { domain: run.addressDomain! };
    const org = run.actor.organizationId;
    const base: { missing?: FactKey[] } =
      p.mode === 'gaps' && missing.length ? { missing } : {};
    const kept = await this.ledger.cached(
      org,
      p.provider,
      subject,
      this.config.providers.cacheTtlMs,
      now,
    );
    let outcome: ProviderOutcome;
    let attempts = 0;
    if (kept) {
      outcome = kept.answer;
    } else {
      if (p.monthlyBudget !== null && p.spend >= p.monthlyBudget) {
        run.reports.push(
          blank(p.provider, asked, {
            ...base,
            outcome: 'skipped',
            skipReason: 'budget_spent',
          }),
        );
        this.metrics.answered(p.provider, 'skipped', 0);
        return 'stop';
      }
      ({ outcome, attempts } = await this.request(p, run, asked));
      const cost = 'cost' in outcome ? outcome.cost : 0;
      p.spend += cost;
      await this.ledger.count(org, p.provider, now, {
        calls: attempts,
        matches: outcome.kind === 'match' ? 1 : 0,
        spend: cost,
      });
      if (outcome.kind === 'match' || outcome.kind === 'no_match')
        await this.ledger.keep(org, p.provider, subject, outcome, now);
    }
    const report = this.take(p, run, asked, outcome, !!kept);
    run.reports.push({
      ...report,
      ...base,
      attempts,
      durationMs: Date.now() - started,
    });
    this.metrics.answered(
      p.provider,
      kept ? 'cached' : report.outcome,
      report.cost,
    );
    await this.react(p, run, outcome);
    return ['invalid_key', 'out_of_credits', 'rate_limited'].includes(
      outcome.kind,
    )
      ? 'stop'
      : 'go';
  }

  private request(
    p: ProviderInChain,
    run: RunState,
    asked: 'person' | 'company',
  ) {
    const adapter = PROVIDERS[p.provider].adapter;
    // A provider that filters server-side (PDL's min_likelihood) makes a weak match a free no-match.
    const minimum = minimumOnScale(p.minConfidence, adapter.confidenceScale);
    const ctx = {
      ...(minimum !== null && { minConfidence: Math.ceil(minimum - 1e-9) }),
      apiKey: p.apiKey,
      baseUrl: this.config.providers.baseUrls[p.provider],
      timeLimitMs: this.config.providers.timeoutMs,
      signal: run.signal,
      now: () => new Date(),
    };
    const name = run.actor.name?.trim();
    return askProvider(
      () =>
        asked === 'person'
          ? adapter.enrichPerson(
              { email: run.actor.email, ...(name ? { name } : {}) },
              ctx,
            )
          : adapter.enrichCompany!(run.addressDomain!, ctx),
      run.signal,
    );
  }

  /** What the answer gives the record, through the trust rules. */
  private take(
    p: ProviderInChain,
    run: RunState,
    asked: 'person' | 'company',
    outcome: ProviderOutcome,
    cached: boolean,
  ): Omit<ProviderReport, 'attempts' | 'durationMs'> {
    const cost = cached || !('cost' in outcome) ? 0 : outcome.cost;
    const line = {
      provider: p.provider,
      asked,
      facts: 0,
      kept: 0,
      cost,
      ...(cached ? { cached } : {}),
    };
    if (outcome.kind !== 'match')
      return { ...line, outcome: outcome.kind, ...detailOf(outcome) };
    const entry = PROVIDERS[p.provider];
    const match =
      asked === 'company'
        ? {
            ...outcome,
            employerDomain: outcome.employerDomain ?? run.addressDomain,
          }
        : outcome;
    const vetted = vetProviderFacts({
      provider: p.provider,
      label: entry.label,
      match,
      addressDomain: run.addressDomain,
      personalAddress: run.personal,
      minConfidence: p.minConfidence,
      scale: entry.adapter.confidenceScale,
    });
    const added = addProviderFacts(run.enrichment, vetted.facts, p.provider);
    run.enrichment = added.enrichment;
    run.dropped.push(...vetted.dropped, ...added.dropped);
    return {
      ...line,
      outcome: vetted.lowConfidence ? 'low_confidence' : 'match',
      recordId: outcome.recordId,
      confidence: outcome.confidence,
      retrievedAt: outcome.retrievedAt,
      facts: outcome.facts.length,
      kept: added.kept,
    };
  }

  /** What an answer means for the organization's later runs. */
  private async react(
    p: ProviderInChain,
    run: RunState,
    outcome: ProviderOutcome,
  ): Promise<void> {
    const org = run.actor.organizationId;
    const own = p.keySource === 'organization';
    if (outcome.kind === 'invalid_key') {
      p.status = 'invalid';
      await this.keys.markInvalid(
        org,
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
          org,
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
        limitKey(run.actor, p),
        Date.now() + (outcome.retryAfterMs ?? DEFAULT_RATE_LIMIT_PAUSE_MS),
      );
    } else if (outcome.kind === 'unavailable') {
      this.logger.warn(
        { provider: p.provider, reason: outcome.reason },
        'data provider unavailable; continuing without it',
      );
    }
  }
}

const limitKey = (actor: Actor, p: ProviderInChain) =>
  `${actor.organizationId}:${p.provider}`;

function blank(
  provider: ProviderId,
  asked: 'person' | 'company',
  rest: Pick<ProviderReport, 'outcome'> & Partial<ProviderReport>,
): ProviderReport {
  return {
    provider,
    asked,
    facts: 0,
    kept: 0,
    cost: 0,
    attempts: 0,
    durationMs: 0,
    ...rest,
  };
}

function detailOf(outcome: ProviderOutcome): {
  detail?: string;
} {
  switch (outcome.kind) {
    case 'invalid_key':
    case 'out_of_credits':
      return { detail: `HTTP ${outcome.status}` };
    case 'rate_limited':
      return outcome.retryAfterMs === null
        ? {}
        : { detail: `Retry-After ${Math.ceil(outcome.retryAfterMs / 1000)} s` };
    case 'unavailable':
      return { detail: outcome.reason.slice(0, 120) };
    default:
      return {};
  }
}
