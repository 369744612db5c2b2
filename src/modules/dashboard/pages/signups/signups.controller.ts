import { Get, Query, Req, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ActorPageService } from '../../../actors/actor-page.service.js';
import { IcpProfilesService } from '../../../scoring/icp-profiles.service.js';
import { DashboardController } from '../../http/dashboard-controller.decorator.js';
import type {
  DashboardRequest,
  PageQuery,
} from '../../http/dashboard-request.js';
import { Fragment, Page } from '../../http/returned-answer.interceptor.js';
import { OrgId } from '../../http/session-params.js';
import { redirect } from '../../http/respond.js';
import type { Viewer } from '../../views/layout.view.js';
import { html } from '../../views/html.js';
import { EXPORT_BATCH, sendSignupsCsv } from './signups-export.js';
import { parseSignupsQuery } from './signups-query.js';
import { signupRow, signupsPage } from './signups.view.js';

const MAX_LIVE_IDS = 100;

@DashboardController('dashboard')
export class SignupsController {
  constructor(
    private readonly actors: ActorPageService,
    private readonly profiles: IcpProfilesService,
  ) {}

  @Get()
  home(@Res() res: Response): void {
    redirect(res, '/dashboard/signups');
  }

  @Page('signups')
  async list(@Req() req: DashboardRequest, @Query() raw: PageQuery) {
    const { orgId, bands, filters, query } = await this.parse(req, raw);
    const list = await this.actors.list(orgId, query);
    const erased = raw.erased === '1';
    return (viewer: Viewer) =>
      signupsPage(viewer, filters, list, bands, erased);
  }

  /** The list's filter as CSV (see sendSignupsCsv). */
  @Get('signups/export.csv')
  async export(
    @Req() req: DashboardRequest,
    @Query() raw: PageQuery,
    @Res() res: Response,
  ): Promise<void> {
    const { orgId, bands, query } = await this.parse(req, raw);
    const batches = this.actors.exportBatches(orgId, query, EXPORT_BATCH);
    await sendSignupsCsv(res, batches, bands);
  }

  /** The rows of these actors as they are now: how the list follows pending ones. */
  @Fragment('signups/live')
  async live(@OrgId() orgId: string, @Query('ids') ids: unknown) {
    const wanted = (typeof ids === 'string' ? ids.split(',') : [])
      .filter((id) => /^[0-9a-f-]{36}$/i.test(id))
      .slice(0, MAX_LIVE_IDS);
    const [rows, bands] = await Promise.all([
      this.actors.rowsByIds(orgId, wanted),
      this.profiles.bands(orgId),
    ]);
    return html`${rows.map((row) => signupRow(row, bands))}`;
  }

  /** The list's filters from the address, with the bands of the organization's profile. */
  private async parse(req: DashboardRequest, raw: PageQuery) {
    const orgId = req.dashboard.user.organizationId;
    const bands = await this.profiles.bands(orgId);
    return { orgId, bands, ...parseSignupsQuery(raw, bands) };
  }
}
