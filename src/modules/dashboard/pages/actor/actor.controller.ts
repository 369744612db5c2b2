import { Get, Param, Req, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ActorsService } from '../../../actors/actors.service.js';
import { IcpProfilesService } from '../../../scoring/icp-profiles.service.js';
import { DashboardController } from '../../http/dashboard-controller.decorator.js';
import type { DashboardRequest } from '../../http/dashboard-request.js';
import { sendPage } from '../../http/respond.js';
import { ViewerContext } from '../../http/viewer.js';
import { actorDetails, actorPage } from './actor.view.js';

@DashboardController('dashboard/actors')
export class ActorPageController {
  constructor(
    private readonly actors: ActorsService,
    private readonly profiles: IcpProfilesService,
    private readonly viewer: ViewerContext,
  ) {}

  /** One actor of the signed-in organization; any other id (another organization's too) is 404. */
  @Get(':actorId')
  async show(
    @Req() req: DashboardRequest,
    @Param('actorId') actorId: string,
    @Res() res: Response,
  ): Promise<void> {
    const orgId = req.dashboard.user.organizationId;
    const actor = await this.actors.get(orgId, actorId);
    const [viewer, profile] = await Promise.all([
      this.viewer.of(req),
      this.profiles.get(orgId),
    ]);
    sendPage(res, actorPage(viewer, actor, profile?.profile ?? null));
  }

  /** The changing part of the page, for the script that follows a pending actor. */
  @Get(':actorId/live')
  async live(
    @Req() req: DashboardRequest,
    @Param('actorId') actorId: string,
    @Res() res: Response,
  ): Promise<void> {
    const orgId = req.dashboard.user.organizationId;
    const actor = await this.actors.get(orgId, actorId);
    const profile = await this.profiles.get(orgId);
    sendPage(res, actorDetails(actor, profile?.profile ?? null));
  }
}
