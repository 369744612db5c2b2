import { Param, Post, Query, Req, Res } from '@nestjs/common';
import type { Response } from 'express';
import { AppError } from '../../../../common/errors/app-error.js';
import { ApiKeysService } from '../../../auth/api-keys.service.js';
import { formRefusal } from '../../http/dashboard-wording.js';
import { DashboardController } from '../../http/dashboard-controller.decorator.js';
import type {
  DashboardRequest,
  PageQuery,
} from '../../http/dashboard-request.js';
import { sendPage } from '../../http/respond.js';
import { AdminAction, Page } from '../../http/returned-answer.js';
import { OrgId } from '../../http/org-id.decorator.js';
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

  @Page()
  async list(@Req() req: DashboardRequest, @Query() query: PageQuery) {
    const [viewer, keys] = await this.viewer.withData(req, (orgId) =>
      this.keys.list(orgId),
    );
    const shown = keys.find((k) => k.id === query.revoked && k.revokedAt);
    return keysPage(viewer, keys, { revoked: shown?.id });
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
      const error = formRefusal(err, 'unprocessable_entity');
      sendPage(
        res,
        keysPage(viewer, await this.keys.list(orgId), { error }),
        422,
      );
    }
  }

  @AdminAction(':keyId/revoke')
  async revoke(@Param('keyId') keyId: string, @OrgId() orgId: string) {
    await this.keys.revoke(keyId, orgId);
    return `/dashboard/keys?revoked=${encodeURIComponent(keyId)}`;
  }
}
