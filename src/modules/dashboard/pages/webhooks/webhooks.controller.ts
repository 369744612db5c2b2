import { Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { AppConfig } from '../../../../config/app-config.js';
import { APP_CONFIG } from '../../../../config/config.module.js';
import { ActorListService } from '../../../actors/actor-list.service.js';
import { WebhookDeliveriesService } from '../../../webhooks/webhook-deliveries.service.js';
import { WebhookEndpointsService } from '../../../webhooks/webhook-endpoints.service.js';
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
import {
  endpointPage,
  type EndpointPageState,
} from './webhook-endpoint.view.js';
import type { Html } from '../../views/html.js';
import { webhooksPage } from './webhooks.view.js';

const RECENT_DELIVERIES = 50;

@DashboardController('dashboard/webhooks')
export class WebhooksController {
  constructor(
    private readonly endpoints: WebhookEndpointsService,
    private readonly deliveries: WebhookDeliveriesService,
    private readonly actors: ActorListService,
    private readonly viewer: ViewerContext,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Page()
  async list(@Req() req: DashboardRequest, @Query() query: PageQuery) {
    const [viewer, endpoints] = await this.viewer.withData(req, (orgId) =>
      this.endpoints.list(orgId),
    );
    const state = { canAdd: this.canAdd(), removed: query.removed === '1' };
    return webhooksPage(viewer, endpoints, state);
  }

  /** Adds an endpoint and shows its secret, this once, in the answer itself. */
  @Post()
  @AdminOnly()
  async add(@Req() req: DashboardRequest, @Res() res: Response): Promise<void> {
    const orgId = req.dashboard.user.organizationId;
    const form = req.form!;
    const url = (form.get('url') ?? '').trim();
    const events = form.getAll('events');
    const viewer = await this.viewer.of(req);
    try {
      const { endpoint, secret } = await this.endpoints.add(
        orgId,
        url,
        events.length ? events : null,
      );
      sendPage(
        res,
        webhooksPage(viewer, await this.endpoints.list(orgId), {
          canAdd: this.canAdd(),
          created: { id: endpoint.id, secret },
        }),
        201,
      );
    } catch (err) {
      const error = formRefusal(err, 'bad_request');
      sendPage(
        res,
        webhooksPage(viewer, await this.endpoints.list(orgId), {
          canAdd: this.canAdd(),
          form: { url, events, error },
        }),
        422,
      );
    }
  }

  @Page(':endpointId')
  async show(
    @Req() req: DashboardRequest,
    @Param('endpointId') endpointId: string,
    @Query() query: PageQuery,
  ) {
    return this.endpointView(req, endpointId, {
      replayed: query.replayed === '1' ? 'yes' : undefined,
      enabled: query.enabled === '1' ? 'yes' : undefined,
    });
  }

  @AdminAction(':endpointId/enable')
  async enable(@Param('endpointId') id: string, @OrgId() orgId: string) {
    const endpoint = await this.endpoints.enable(id, orgId);
    return `/dashboard/webhooks/${endpoint.id}?enabled=1`;
  }

  @Post(':endpointId/rotate-secret')
  @AdminOnly()
  async rotate(
    @Req() req: DashboardRequest,
    @Param('endpointId') endpointId: string,
    @Res() res: Response,
  ): Promise<void> {
    const secret = await this.endpoints.rotateSecret(
      endpointId,
      req.dashboard.user.organizationId,
    );
    sendPage(
      res,
      await this.endpointView(req, endpointId, { rotatedSecret: secret }),
    );
  }

  /** An endpoint's page with its recent deliveries; another organisation's id is a 404. */
  private async endpointView(
    req: DashboardRequest,
    endpointId: string,
    state: EndpointPageState,
  ): Promise<Html> {
    const orgId = req.dashboard.user.organizationId;
    const endpoint = await this.endpoints.get(endpointId, orgId);
    const [viewer, deliveries] = await Promise.all([
      this.viewer.of(req),
      this.deliveries.list(endpoint.id, RECENT_DELIVERIES, orgId),
    ]);
    // Each delivery names its signup as a person reads it: the name, else the email.
    const actors = await this.actors.rowsByIds(orgId, [
      ...new Set(deliveries.map((d) => d.actorId)),
    ]);
    const actorLabels = new Map(actors.map((a) => [a.id, a.name ?? a.email]));
    return endpointPage(viewer, endpoint, deliveries, {
      ...state,
      actorLabels,
    });
  }

  @AdminAction(':endpointId/remove')
  async remove(@Param('endpointId') id: string, @OrgId() orgId: string) {
    await this.endpoints.remove(id, orgId);
    return '/dashboard/webhooks?removed=1';
  }

  @AdminAction('deliveries/:deliveryId/replay')
  async replay(@Param('deliveryId') id: string, @OrgId() orgId: string) {
    const delivery = await this.deliveries.replay(id, orgId);
    return `/dashboard/webhooks/${delivery.endpointId}?replayed=1`;
  }

  private canAdd(): boolean {
    return this.config.webhooks.secretsKey !== null;
  }
}
