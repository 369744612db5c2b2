import { Param, Query } from '@nestjs/common';
import { AppError } from '../../../../common/errors/app-error.js';
import { ApiKeysService } from '../../../auth/api-keys.service.js';
import { formRefusal } from '../../http/dashboard-wording.js';
import { DashboardController } from '../../http/dashboard-controller.decorator.js';
import type { PageQuery } from '../../http/dashboard-request.js';
import {
  AdminAction,
  AdminForm,
  Page,
  pageOf,
} from '../../http/returned-answer.interceptor.js';
import { Form, OrgId } from '../../http/session-params.js';
import type { Viewer } from '../../views/layout.view.js';
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
  constructor(private readonly keys: ApiKeysService) {}

  @Page()
  async list(@OrgId() orgId: string, @Query() query: PageQuery) {
    const keys = await this.keys.list(orgId);
    const shown = keys.find((k) => k.id === query.revoked && k.revokedAt);
    return (viewer: Viewer) => keysPage(viewer, keys, { revoked: shown?.id });
  }

  /** Issues a key and shows it, this once, in the answer itself: it is stored nowhere in clear. */
  @AdminForm()
  async issue(@OrgId() orgId: string, @Form() form: URLSearchParams) {
    try {
      const expiresAt = parseExpiry(form.get('expiresOn')?.trim() ?? '');
      const name = form.get('name') ?? null;
      const issued = await this.keys.issue(orgId, expiresAt, name);
      return pageOf(this.keys.list(orgId), keysPage, { issued }, 201);
    } catch (err) {
      const error = formRefusal(err, 'unprocessable_entity');
      return pageOf(this.keys.list(orgId), keysPage, { error }, 422);
    }
  }

  @AdminAction(':keyId/revoke')
  async revoke(@Param('keyId') keyId: string, @OrgId() orgId: string) {
    await this.keys.revoke(keyId, orgId);
    return `/dashboard/keys?revoked=${encodeURIComponent(keyId)}`;
  }
}
