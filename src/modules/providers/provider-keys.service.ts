import { Inject, Injectable } from '@nestjs/common';
import type { ProviderId } from '../../../libs/providers/registry.js';
import { AppError } from '../../common/errors/app-error.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { OrganizationsService } from '../auth/organizations.service.js';
import type { ProviderKey } from './entities/provider-key.entity.js';
import {
  DEFAULT_MIN_CONFIDENCE,
  PROVIDER_IDS,
  type ProviderKeyStatus,
  type ProviderMode,
} from './provider-ids.js';
import { ProviderKeySeal } from './provider-key-seal.service.js';
import { ProviderKeyRepository } from './repositories/provider-key.repository.js';
import { ProviderUsageRepository } from './repositories/provider-usage.repository.js';
import { usageMonth } from './usage-month.js';

export interface ProviderSettings {
  minConfidence?: number;
  /** null: no limit */
  monthlyBudget?: number | null;
  mode?: ProviderMode;
}

/** What provider:list and the dashboard show: never the key. */
export interface ProviderView {
  provider: ProviderId;
  /** `organization`: set with provider:set; `instance`: PROVIDER_<ID>_API_KEY */
  keySource: 'organization' | 'instance';
  position: number;
  status: ProviderKeyStatus;
  statusDetail: string | null;
  mode: ProviderMode;
  minConfidence: number;
  monthlyBudget: number | null;
  month: string;
  calls: number;
  matches: number;
  spend: number;
}

/** A provider the waterfall may ask for an organization, key opened. */
export interface ProviderInChain extends ProviderView {
  apiKey: string;
}

/**
 * Each organization's data providers: keys (sealed, never shown again), their order (the order
 * they were set in; setting a provider again keeps its place), settings and status. An
 * instance-wide key (PROVIDER_<ID>_API_KEY) serves organizations that have not set that provider,
 * after their own.
 */
@Injectable()
export class ProviderKeysService {
  /**
   * Instance-wide keys a provider refused (401/403), with why. Kept in this process only: such a
   * key changes only with the environment, i.e. with a restart, which is also when it may be
   * asked again. Without this every later run would ask with the refused key once more.
   */
  private readonly refusedInstanceKeys = new Map<ProviderId, string>();

  constructor(
    private readonly keys: ProviderKeyRepository,
    private readonly usage: ProviderUsageRepository,
    private readonly seal: ProviderKeySeal,
    private readonly orgs: OrganizationsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Sets (or replaces) a key; a new key is valid again, whatever the old one's status was. */
  async set(
    organizationId: string,
    provider: ProviderId,
    apiKey: string,
    settings: ProviderSettings,
  ): Promise<ProviderView> {
    const org = await this.orgs.get(organizationId);
    if (!apiKey.trim()) throw AppError.badRequest('must not be empty', 'key');
    validateSettings(settings);
    const now = new Date();
    const current = await this.keys.find(org.id, provider);
    const position =
      current?.position ??
      (await this.keys.list(org.id)).reduce(
        (max, k) => Math.max(max, k.position),
        0,
      ) + 1;
    await this.keys.save({
      organizationId: org.id,
      provider,
      position,
      sealedKey: this.seal.seal(apiKey.trim()),
      minConfidence:
        settings.minConfidence ??
        current?.minConfidence ??
        DEFAULT_MIN_CONFIDENCE,
      monthlyBudget:
        settings.monthlyBudget !== undefined
          ? settings.monthlyBudget
          : (current?.monthlyBudget ?? null),
      mode: settings.mode ?? current?.mode ?? 'gaps',
      status: 'valid',
      statusDetail: null,
      pausedMonth: null,
      createdAt: current?.createdAt ?? now,
      updatedAt: now,
    });
    const view = (await this.list(org.id)).find(
      (p) => p.provider === provider && p.keySource === 'organization',
    );
    return view!;
  }

  async remove(organizationId: string, provider: ProviderId): Promise<void> {
    const org = await this.orgs.get(organizationId);
    if (!(await this.keys.delete(org.id, provider)))
      throw AppError.notFound(
        `organization ${org.id} has no ${provider} key of its own`,
      );
  }

  /** The organization's providers in the order the waterfall asks them, with this month's use. */
  async list(
    organizationId: string,
    now = new Date(),
  ): Promise<ProviderView[]> {
    const org = await this.orgs.get(organizationId);
    return (await this.chainRows(org.id, now)).map(({ view }) => view);
  }

  /** What the waterfall asks, in order, keys opened (worker only). */
  async chainFor(
    organizationId: string,
    now: Date,
  ): Promise<ProviderInChain[]> {
    return (await this.chainRows(organizationId, now)).map(
      ({ view, apiKey }) => ({ ...view, apiKey: apiKey() }),
    );
  }

  /**
   * 401/403: the key is refused; no run asks with it until it is set again (an organization's
   * key: provider:set; the instance-wide one: the environment, and a restart).
   */
  async markInvalid(
    organizationId: string,
    provider: ProviderId,
    detail: string,
    keySource: ProviderView['keySource'] = 'organization',
  ): Promise<void> {
    if (keySource === 'instance') {
      this.refusedInstanceKeys.set(
        provider,
        `${detail} (PROVIDER_${provider.toUpperCase()}_API_KEY: fix it in the environment and restart)`,
      );
      return;
    }
    await this.keys.setStatus(organizationId, provider, {
      status: 'invalid',
      statusDetail: detail,
      pausedMonth: null,
    });
  }

  /** 402 / out of credits: paused until the next month, or until the key is set again. */
  async markPaused(
    organizationId: string,
    provider: ProviderId,
    detail: string,
    now: Date,
  ): Promise<void> {
    await this.keys.setStatus(organizationId, provider, {
      status: 'paused',
      statusDetail: detail,
      pausedMonth: usageMonth(now),
    });
  }

  private async chainRows(
    organizationId: string,
    now: Date,
  ): Promise<{ view: ProviderView; apiKey: () => string }[]> {
    const month = usageMonth(now);
    const [rows, usage] = await Promise.all([
      this.keys.list(organizationId),
      this.usage.month(organizationId, month),
    ]);
    const used = (provider: string) => {
      const u = usage.get(provider);
      return {
        calls: u?.calls ?? 0,
        matches: u?.matches ?? 0,
        spend: u?.spend ?? 0,
      };
    };
    const own = rows
      .filter((r) => (PROVIDER_IDS as readonly string[]).includes(r.provider))
      .map((r) => ({
        view: {
          provider: r.provider as ProviderId,
          keySource: 'organization' as const,
          position: r.position,
          ...statusOf(r, month),
          mode: r.mode as ProviderMode,
          minConfidence: r.minConfidence,
          monthlyBudget: r.monthlyBudget,
          month,
          ...used(r.provider),
        },
        apiKey: () => this.seal.open(r.sealedKey),
      }));
    const instance = PROVIDER_IDS.flatMap((provider) => {
      const key = this.config.providers.instanceKeys[provider];
      if (!key || rows.some((r) => r.provider === provider)) return [];
      return [
        {
          view: {
            provider,
            keySource: 'instance' as const,
            position: 0,
            ...instanceStatus(this.refusedInstanceKeys.get(provider)),
            mode: 'gaps' as const,
            minConfidence: DEFAULT_MIN_CONFIDENCE,
            monthlyBudget: null,
            month,
            ...used(provider),
          },
          apiKey: () => key,
        },
      ];
    });
    return [...own, ...instance].map((entry, i) => ({
      ...entry,
      view: { ...entry.view, position: i + 1 },
    }));
  }
}

/** A pause for lack of credits ends with its month. */
function instanceStatus(refused: string | undefined): {
  status: ProviderKeyStatus;
  statusDetail: string | null;
} {
  return refused
    ? { status: 'invalid', statusDetail: refused }
    : { status: 'valid', statusDetail: null };
}

function statusOf(
  row: ProviderKey,
  month: string,
): { status: ProviderKeyStatus; statusDetail: string | null } {
  if (row.status === 'paused' && row.pausedMonth !== month)
    return { status: 'valid', statusDetail: null };
  return {
    status: row.status as ProviderKeyStatus,
    statusDetail: row.statusDetail,
  };
}

function validateSettings(s: ProviderSettings): void {
  if (
    s.minConfidence !== undefined &&
    (!Number.isInteger(s.minConfidence) ||
      s.minConfidence < 1 ||
      s.minConfidence > 10)
  )
    throw AppError.badRequest(
      'must be an integer from 1 to 10 (PDL’s likelihood scale)',
      'minConfidence',
    );
  if (
    s.monthlyBudget !== undefined &&
    s.monthlyBudget !== null &&
    (!Number.isInteger(s.monthlyBudget) || s.monthlyBudget < 0)
  )
    throw AppError.badRequest(
      'must be a whole number of credits (or calls) of 0 or more',
      'monthlyBudget',
    );
}
