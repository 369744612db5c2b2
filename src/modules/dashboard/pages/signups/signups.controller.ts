import { Get, Query, Req, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ActorListService } from '../../../actors/actor-list.service.js';
import { DashboardController } from '../../http/dashboard-controller.decorator.js';
import type { DashboardRequest } from '../../http/dashboard-request.js';
import { redirect, sendPage } from '../../http/respond.js';
import { ViewerContext } from '../../http/viewer.js';
import { html } from '../../views/html.js';
import { parseSignupsQuery } from './signups-query.js';
import { signupRow, signupsPage } from './signups.view.js';

const MAX_LIVE_IDS = 100;

@DashboardController('dashboard')
export class SignupsController {
  constructor(
    private readonly actors: ActorListService,
    private readonly viewer: ViewerContext,
  ) {}

  @Get()
  home(@Res() res: Response): void {
    redirect(res, '/dashboard/signups');
  }

  @Get('signups')
  async list(
    @Req() req: DashboardRequest,
    @Query() raw: Record<string, unknown>,
    @Res() res: Response,
  ): Promise<void> {
    const { filters, query } = parseSignupsQuery(raw);
    const [viewer, { rows, total }] = await Promise.all([
      this.viewer.of(req),
      this.actors.list(req.dashboard.user.organizationId, query),
    ]);
    sendPage(res, signupsPage(viewer, filters, rows, total));
  }

  /** The rows of these actors as they are now: how the list follows pending ones. */
  @Get('signups/live')
  async live(
    @Req() req: DashboardRequest,
    @Query('ids') ids: unknown,
    @Res() res: Response,
  ): Promise<void> {
    const wanted = (typeof ids === 'string' ? ids.split(',') : [])
      .filter((id) => /^[0-9a-f-]{36}$/i.test(id))
      .slice(0, MAX_LIVE_IDS);
    const rows = await this.actors.rowsByIds(
      req.dashboard.user.organizationId,
      wanted,
    );
    sendPage(res, html`${rows.map(signupRow)}`);
  }
}
