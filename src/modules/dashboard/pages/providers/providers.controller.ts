import { Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { Response } from 'express';
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
import type {
  DashboardRequest,
  PageQuery,
} from '../../http/dashboard-request.js';
import { redirect, sendPage } from '../../http/respond.js';
import { AdminAction, Page } from '../../http/returned-answer.js';
import { OrgId } from '../../http/org-id.decorator.js';
import { AdminOnly } from '../../http/session.guard.js';
import { ViewerContext } from '../../http/viewer.js';
import { providersPage } from './providers.view.js';

/** A number field: empty is "not given", anything else must be a whole number. */
function wholeNumber(raw: string | null, field: string): number | undefined {
  const text = (raw ?? '').trim();
  if (!text) return undefined;
  if (!/^\d{1,9}$/.test(text))
    throw AppError.badRequest('must be a whole number', field);
  return Number(text);
}

@DashboardController('dashboard/providers')
export class ProvidersController {
  constructor(
    private readonly providers: ProviderKeysService,
    private readonly viewer: ViewerContext,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Page()
  async list(@Req() req: DashboardRequest, @Query() query: PageQuery) {
    const [viewer, providers] = await this.viewer.withData(req, (orgId) =>
      this.providers.list(orgId),
    );
    return providersPage(viewer, providers, {
      canSet: this.canSet(),
      saved: query.saved === '1',
      removed: query.removed === '1',
    });
  }

  /** Sets a key (write-only: the page never shows it, nor any part of it). */
  @Post()
  @AdminOnly()
  async set(@Req() req: DashboardRequest, @Res() res: Response): Promise<void> {
    const orgId = req.dashboard.user.organizationId;
    const form = req.form!;
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
      redirect(res, '/dashboard/providers?saved=1');
    } catch (err) {
      const error = formRefusal(err, 'bad_request');
      const viewer = await this.viewer.of(req);
      sendPage(
        res,
        providersPage(viewer, await this.providers.list(orgId), {
          canSet: this.canSet(),
          form: { provider, error },
        }),
        422,
      );
    }
  }

  @AdminAction(':provider/remove')
  async remove(@Param('provider') provider: string, @OrgId() orgId: string) {
    if (!isProviderId(provider)) throw AppError.notFound();
    await this.providers.remove(orgId, provider);
    return '/dashboard/providers?removed=1';
  }

  private canSet(): boolean {
    return this.config.webhooks.secretsKey !== null;
  }
}
