import { Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { Response } from 'express';
import { DEFAULT_SCORE_BANDS } from '../../../../../libs/icp/index.js';
import { AppError } from '../../../../common/errors/app-error.js';
import { ActorErasureService } from '../../../actors/actor-erasure.service.js';
import { ActorsService } from '../../../actors/actors.service.js';
import { ReenrichmentService } from '../../../actors/reenrichment.service.js';
import { IcpProfilesService } from '../../../scoring/icp-profiles.service.js';
import { DashboardController } from '../../http/dashboard-controller.decorator.js';
import type { DashboardRequest } from '../../http/dashboard-request.js';
import { redirect, sendPage } from '../../http/respond.js';
import { AdminOnly } from '../../http/session.guard.js';
import { ViewerContext } from '../../http/viewer.js';
import {
  actorDetails,
  actorPage,
  type ActorPageContext,
} from './actor.view.js';

@DashboardController('dashboard/actors')
export class ActorPageController {
  constructor(
    private readonly actors: ActorsService,
    private readonly profiles: IcpProfilesService,
    private readonly reenrichment: ReenrichmentService,
    private readonly erasure: ActorErasureService,
    private readonly viewer: ViewerContext,
  ) {}

  /** One actor of the signed-in organization; any other id (another organization's too) is 404. */
  @Get(':actorId')
  async show(
    @Req() req: DashboardRequest,
    @Param('actorId') actorId: string,
    @Query('refresh') refresh: unknown,
    @Res() res: Response,
  ): Promise<void> {
    const orgId = req.dashboard.user.organizationId;
    const actor = await this.actors.get(orgId, actorId);
    const [viewer, context] = await Promise.all([
      this.viewer.of(req),
      this.context(orgId),
    ]);
    sendPage(
      res,
      actorPage(
        viewer,
        actor,
        context,
        typeof refresh === 'string' ? refresh : undefined,
      ),
    );
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
    const [viewer, context] = await Promise.all([
      this.viewer.of(req),
      this.context(orgId),
    ]);
    sendPage(res, actorDetails(viewer, actor, context));
  }

  /** The same as `actor:reenrich --id`: the one use case, for one actor. */
  @Post(':actorId/research-again')
  @AdminOnly()
  async researchAgain(
    @Req() req: DashboardRequest,
    @Param('actorId') actorId: string,
    @Res() res: Response,
  ): Promise<void> {
    const orgId = req.dashboard.user.organizationId;
    const actor = await this.actors.get(orgId, actorId);
    const queued = await this.reenrichment.reenrich(orgId, { id: actor.id });
    redirect(
      res,
      `/dashboard/actors/${actor.id}?refresh=${queued ? 'queued' : 'unchanged'}`,
    );
  }

  /** The same as `actor:erase --id`, once the form's box says so. */
  @Post(':actorId/erase')
  @AdminOnly()
  async erase(
    @Req() req: DashboardRequest,
    @Param('actorId') actorId: string,
    @Res() res: Response,
  ): Promise<void> {
    const orgId = req.dashboard.user.organizationId;
    const actor = await this.actors.get(orgId, actorId);
    if (req.form?.get('confirm') !== 'yes')
      throw AppError.unprocessable(
        'Tick the box to confirm the erasure; nothing was erased.',
      );
    await this.erasure.erase(orgId, actor.id);
    redirect(res, '/dashboard/signups?erased=1');
  }

  private async context(orgId: string): Promise<ActorPageContext> {
    const record = await this.profiles.get(orgId);
    return {
      profile: record?.profile ?? null,
      bands: record?.profile.bands ?? DEFAULT_SCORE_BANDS,
    };
  }
}
