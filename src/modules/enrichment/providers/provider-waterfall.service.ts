import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { describeCause } from '../../../../libs/errors/error-cause.js';
import {
  blankReport,
  endsTurn,
  factsTheProfileUses,
  missingCompanyFacts,
  missingFacts,
  skipReason,
  takeAnswer,
  wantsCompany,
  type AskedFor,
} from '../../../../libs/provider-waterfall/index.js';
import { PROVIDER_LABELS } from '../../../../libs/providers/index.js';
import {
  MAX_DROPPED,
  type DroppedFact,
  type ProviderReport,
  type ResearchReport,
} from '../../../../libs/research/report/index.js';
import type { Enrichment, FactKey } from '../../../../libs/research/types.js';
import { LOGGER } from '../../../common/logging/logger.port.js';
import type { Actor } from '../../actors/entities/actor.entity.js';
import {
  ProviderKeysService,
  type ProviderInChain,
} from '../../providers/provider-keys.service.js';
import { IcpProfilesService } from '../../scoring/icp-profiles.service.js';
import type { AgentResult } from '../agent/enrichment-agent.port.js';
import { ProviderAnswers } from './provider-answers.service.js';
import { ProviderOutcomeHandler } from './provider-outcome.service.js';
import {
  PROVIDER_ADAPTERS,
  type ProviderAdapters,
} from './provider-adapters.port.js';
import { ProviderMetrics } from './provider.metrics.js';

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
 * never sent anywhere. This class runs the steps; the decisions are the rules of
 * libs/provider-waterfall, where answers come from is ProviderAnswers', and what they mean for
 * later runs is ProviderOutcomeHandler's.
 */
@Injectable()
export class ProviderWaterfall {
  constructor(
    private readonly keys: ProviderKeysService,
    private readonly answers: ProviderAnswers,
    private readonly outcomes: ProviderOutcomeHandler,
    private readonly profiles: IcpProfilesService,
    private readonly metrics: ProviderMetrics,
    @Inject(PROVIDER_ADAPTERS) private readonly adapters: ProviderAdapters,
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
          blankReport(provider.provider, 'person', {
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

  /** The person, then (when it is wanted and the provider can say) the company. */
  private async askOne(p: ProviderInChain, run: RunState): Promise<void> {
    const missing = missingFacts(run.enrichment, run.wanted, run.personal);
    const skip = skipReason(p, {
      enrichment: run.enrichment,
      missing,
      rateLimited: this.outcomes.rateLimited(
        run.actor.organizationId,
        p.provider,
      ),
      outOfTime: run.signal.aborted,
    });
    if (skip) {
      run.reports.push(
        blankReport(p.provider, 'person', {
          outcome: 'skipped',
          skipReason: skip,
        }),
      );
      this.metrics.answered(p.provider, 'skipped', 0);
      return;
    }
    if ((await this.ask(p, run, 'person', missing)) === 'stop') return;
    const adapter = this.adapters[p.provider];
    if (!adapter.enrichCompany || run.personal || !run.addressDomain) return;
    const companyMissing = missingCompanyFacts(run.enrichment, run.wanted);
    if (
      wantsCompany(p.mode, run.enrichment, companyMissing) &&
      !run.signal.aborted
    )
      await this.ask(p, run, 'company', companyMissing);
  }

  /** One request (or a kept answer); 'stop' when the provider must not be asked again in this run. */
  private async ask(
    p: ProviderInChain,
    run: RunState,
    asked: AskedFor,
    missing: FactKey[],
  ): Promise<'go' | 'stop'> {
    const started = Date.now();
    const base: { missing?: FactKey[] } =
      p.mode === 'gaps' && missing.length ? { missing } : {};
    const answer = await this.answers.answer(p, {
      actor: run.actor,
      asked,
      addressDomain: run.addressDomain,
      signal: run.signal,
    });
    if (!answer) {
      run.reports.push(
        blankReport(p.provider, asked, {
          ...base,
          outcome: 'skipped',
          skipReason: 'budget_spent',
        }),
      );
      this.metrics.answered(p.provider, 'skipped', 0);
      return 'stop';
    }
    const taken = takeAnswer({
      provider: p.provider,
      label: PROVIDER_LABELS[p.provider],
      scale: this.adapters[p.provider].confidenceScale,
      minConfidence: p.minConfidence,
      asked,
      outcome: answer.outcome,
      cached: answer.cached,
      enrichment: run.enrichment,
      addressDomain: run.addressDomain,
      personalAddress: run.personal,
    });
    run.enrichment = taken.enrichment;
    run.dropped.push(...taken.dropped);
    run.reports.push({
      ...taken.line,
      ...base,
      attempts: answer.attempts,
      durationMs: Date.now() - started,
    });
    this.metrics.answered(
      p.provider,
      answer.cached ? 'cached' : taken.line.outcome,
      taken.line.cost,
    );
    await this.outcomes.handle(p, run.actor.organizationId, answer.outcome);
    return endsTurn(answer.outcome) ? 'stop' : 'go';
  }
}
