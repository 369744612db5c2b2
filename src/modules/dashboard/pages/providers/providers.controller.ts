import { Inject, Param, Query } from '@nestjs/common';
import { AppError } from '../../../../common/errors/app-error.js';
import type { AppConfig } from '../../../../config/app-config.js';
import { APP_CONFIG } from '../../../../config/config.module.js';
import {
  isProviderId,
  PROVIDER_MODES,
  type ProviderMode,
} from '../../../providers/provider-ids.js';
import {
  ProviderKeysService,
  type ProviderSettings,
} from '../../../providers/provider-keys.service.js';
import { formRefusal } from '../../http/dashboard-wording.js';
import { DashboardController } from '../../http/dashboard-controller.decorator.js';
import type { PageQuery } from '../../http/dashboard-request.js';
import {
  AdminAction,
  AdminForm,
  Page,
} from '../../http/returned-answer.interceptor.js';
import { sealedListPage } from '../../http/sealed-list-page.js';
import { Form, OrgId } from '../../http/session-params.js';
import { providersPage } from './providers.view.js';

/** A number field: empty is "not given", anything else must be a whole number. */
function wholeNumber(raw: string | null, field: string): number | undefined {
  const text = (raw ?? '').trim();
  if (!text) return undefined;
  if (!/^\d{1,9}$/.test(text))
    throw AppError.badRequest('must be a whole number', field);
  return Number(text);
}

/** What the list's page says besides the list (whether items can be added: sealedListPage). */
type ListState = Omit<Parameters<typeof providersPage>[2], 'canSeal'>;

@DashboardController('dashboard/providers')
export class ProvidersController {
  constructor(
    private readonly providers: ProviderKeysService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Page()
  async list(@OrgId() orgId: string, @Query() query: PageQuery) {
    return this.listPage(orgId, {
      saved: query.saved === '1',
      removed: query.removed === '1',
    });
  }

  /** Sets a key (write-only: the page never shows it, nor any part of it). */
  @AdminForm()
  async set(@OrgId() orgId: string, @Form() form: URLSearchParams) {
    const provider = form.get('provider') ?? '';
    try {
      if (!isProviderId(provider))
        throw AppError.badRequest('is not a provider we know', 'provider');
      const mode = form.get('mode') ?? 'gaps';
      if (!(PROVIDER_MODES as readonly string[]).includes(mode))
        throw AppError.badRequest(
          `must be ${PROVIDER_MODES.join(' or ')}`,
          'mode',
        );
      const budget = wholeNumber(form.get('monthlyBudget'), 'monthlyBudget');
      const settings: ProviderSettings = {
        minConfidence: wholeNumber(form.get('minConfidence'), 'minConfidence'),
        monthlyBudget: budget ?? null,
        mode: mode as ProviderMode,
      };
      await this.providers.set(
        orgId,
        provider,
        form.get('key') ?? '',
        settings,
      );
      return '/dashboard/providers?saved=1';
    } catch (err) {
      const error = formRefusal(err, 'bad_request');
      return this.listPage(orgId, { form: { provider, error } }, 422);
    }
  }

  @AdminAction(':provider/remove')
  async remove(@Param('provider') provider: string, @OrgId() orgId: string) {
    if (!isProviderId(provider)) throw AppError.notFound();
    await this.providers.remove(orgId, provider);
    return '/dashboard/providers?removed=1';
  }

  /** The page of the list, with what it says besides (see providersPage). */
  private listPage(orgId: string, state: ListState, status = 200) {
    const providers = this.providers.list(orgId);
    return sealedListPage(this.config, providers, providersPage, state, status);
  }
}
