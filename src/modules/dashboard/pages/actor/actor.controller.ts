import { Param, Query, Req } from '@nestjs/common';
import { DEFAULT_SCORE_BANDS } from '../../../../../libs/icp/index.js';
import { AppError } from '../../../../common/errors/app-error.js';
import { ActorErasureService } from '../../../actors/actor-erasure.service.js';
import { ActorsService } from '../../../actors/actors.service.js';
import { ReenrichmentService } from '../../../enrichment/runs/reenrichment.service.js';
import { DestinationDeliveriesService } from '../../../destinations/destination-deliveries.service.js';
import { IcpProfilesService } from '../../../scoring/icp-profiles.service.js';
import { DashboardController } from '../../http/dashboard-controller.decorator.js';
import type { DashboardRequest } from '../../http/dashboard-request.js';
import { AdminAction, Page } from '../../http/returned-answer.interceptor.js';
import { OrgId } from '../../http/session-params.js';
import type { Viewer } from '../../views/layout.view.js';
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
    private readonly destinations: DestinationDeliveriesService,
  ) {}

  /** One actor of the signed-in organization; any other id (another organization's too) is 404. */
  @Page(':actorId')
  async show(
    @OrgId() orgId: string,
    @Param('actorId') actorId: string,
    @Query('refresh') refresh: unknown,
  ) {
    const { actor, context } = await this.look(orgId, actorId);
    const notice = typeof refresh === 'string' ? refresh : undefined;
    return (viewer: Viewer) => actorPage(viewer, actor, context, notice);
  }

  /** The changing part of the page, for the script that follows a pending actor. */
  @Page(':actorId/live')
  async live(@OrgId() orgId: string, @Param('actorId') actorId: string) {
    const { actor, context } = await this.look(orgId, actorId);
    return (viewer: Viewer) => actorDetails(viewer, actor, context);
  }

  /** The same as `actor:reenrich --id`: the one use case, for one actor. */
  @AdminAction(':actorId/research-again')
  async researchAgain(@Param('actorId') id: string, @OrgId() orgId: string) {
    const actor = await this.actors.get(orgId, id);
    const queued = await this.reenrichment.reenrich(orgId, { id: actor.id });
    return `/dashboard/actors/${actor.id}?refresh=${queued ? 'queued' : 'unchanged'}`;
  }

  /** The same as `actor:erase --id`, once the form's box says so. */
  @AdminAction(':actorId/erase')
  async erase(@Param('actorId') id: string, @Req() req: DashboardRequest) {
    const orgId = req.dashboard.user.organizationId;
    const actor = await this.actors.get(orgId, id);
    if (req.form?.get('confirm') !== 'yes')
      throw AppError.unprocessable(
        'Tick the box to confirm the erasure; nothing was erased.',
      );
    await this.erasure.erase(orgId, actor.id);
    return '/dashboard/signups?erased=1';
  }

  /** What the page shows: the actor (404 unless the organization's) and the profile. */
  private async look(orgId: string, actorId: string) {
    const actor = await this.actors.get(orgId, actorId);
    const record = await this.profiles.get(orgId);
    const context: ActorPageContext = {
      profile: record?.profile ?? null,
      bands: record?.profile.bands ?? DEFAULT_SCORE_BANDS,
      destinations: await this.destinations.ofActor(orgId, actor.id),
    };
    return { actor, context };
  }
}
