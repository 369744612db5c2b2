import { Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { Response } from 'express';
import { AppError } from '../../../../common/errors/app-error.js';
import { wordError } from '../../../../common/errors/error-wording.js';
import { ApiKeysService } from '../../../auth/api-keys.service.js';
import { DASHBOARD_WORDING } from '../../http/dashboard-wording.js';
import { DashboardController } from '../../http/dashboard-controller.decorator.js';
import type { DashboardRequest } from '../../http/dashboard-request.js';
import { redirect, sendPage } from '../../http/respond.js';
import { AdminOnly } from '../../http/session.guard.js';
import { ViewerContext } from '../../http/viewer.js';
import { keysPage } from './keys.view.js';

/** `2027-01-31` → that day's start in UTC; empty → no expiry. */
function parseExpiry(value: string): Date | null {
  if (value === '') return null;
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(value) ||
    Number.isNaN(Date.parse(`${value}T00:00:00Z`))
  )
    throw AppError.unprocessable('Give the expiry as a date, like 2027-01-31.');
  return new Date(`${value}T00:00:00Z`);
}

@DashboardController('dashboard/keys')
export class KeysController {
  constructor(
    private readonly keys: ApiKeysService,
    private readonly viewer: ViewerContext,
  ) {}

  @Get()
  async list(
    @Req() req: DashboardRequest,
    @Query('revoked') revoked: unknown,
    @Res() res: Response,
  ): Promise<void> {
    const [viewer, keys] = await Promise.all([
      this.viewer.of(req),
      this.keys.list(req.dashboard.user.organizationId),
    ]);
    const shown = keys.find((k) => k.id === revoked && k.revokedAt);
    sendPage(res, keysPage(viewer, keys, { revoked: shown?.id }));
  }

  /** Issues a key and shows it, this once, in the answer itself: it is stored nowhere in clear. */
  @Post()
  @AdminOnly()
  async issue(
    @Req() req: DashboardRequest,
    @Res() res: Response,
  ): Promise<void> {
    const orgId = req.dashboard.user.organizationId;
    const viewer = await this.viewer.of(req);
    try {
      const expiresAt = parseExpiry(req.form?.get('expiresOn')?.trim() ?? '');
      const issued = await this.keys.issue(
        orgId,
        expiresAt,
        req.form?.get('name') ?? null,
      );
      sendPage(
        res,
        keysPage(viewer, await this.keys.list(orgId), { issued }),
        201,
      );
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== 'unprocessable_entity')
        throw err;
      const error = wordError(err, DASHBOARD_WORDING);
      sendPage(
        res,
        keysPage(viewer, await this.keys.list(orgId), { error }),
        422,
      );
    }
  }

  @Post(':keyId/revoke')
  @AdminOnly()
  async revoke(
    @Req() req: DashboardRequest,
    @Param('keyId') keyId: string,
    @Res() res: Response,
  ): Promise<void> {
    await this.keys.revoke(keyId, req.dashboard.user.organizationId);
    redirect(res, `/dashboard/keys?revoked=${encodeURIComponent(keyId)}`);
  }
}
