import { Get, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { Response } from 'express';
import { AppError } from '../../../../common/errors/app-error.js';
import { wordError } from '../../../../common/errors/error-wording.js';
import type { AppConfig } from '../../../../config/app-config.js';
import { APP_CONFIG } from '../../../../config/config.module.js';
import { ActorListService } from '../../../actors/actor-list.service.js';
import { WebhookDeliveriesService } from '../../../webhooks/webhook-deliveries.service.js';
import { WebhookEndpointsService } from '../../../webhooks/webhook-endpoints.service.js';
import { DASHBOARD_WORDING } from '../../http/dashboard-wording.js';
import { DashboardController } from '../../http/dashboard-controller.decorator.js';
import type { DashboardRequest } from '../../http/dashboard-request.js';
import { redirect, sendPage } from '../../http/respond.js';
import { AdminOnly } from '../../http/session.guard.js';
import { ViewerContext } from '../../http/viewer.js';
import { endpointPage } from './webhook-endpoint.view.js';
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

  @Get()
  async list(
    @Req() req: DashboardRequest,
    @Query('removed') removed: unknown,
    @Res() res: Response,
  ): Promise<void> {
    const [viewer, endpoints] = await Promise.all([
      this.viewer.of(req),
      this.endpoints.list(req.dashboard.user.organizationId),
    ]);
    sendPage(
      res,
      webhooksPage(viewer, endpoints, {
        canAdd: this.canAdd(),
        removed: removed === '1',
      }),
    );
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
      if (!(err instanceof AppError) || err.code !== 'bad_request') throw err;
      sendPage(
        res,
        webhooksPage(viewer, await this.endpoints.list(orgId), {
          canAdd: this.canAdd(),
          form: { url, events, error: wordError(err, DASHBOARD_WORDING) },
        }),
        422,
      );
    }
  }

  @Get(':endpointId')
  async show(
    @Req() req: DashboardRequest,
    @Param('endpointId') endpointId: string,
    @Query('replayed') replayed: unknown,
    @Query('enabled') enabled: unknown,
    @Res() res: Response,
  ): Promise<void> {
    await this.sendEndpointPage(req, res, endpointId, {
      replayed: replayed === '1' ? 'yes' : undefined,
      enabled: enabled === '1' ? 'yes' : undefined,
    });
  }

  @Post(':endpointId/enable')
  @AdminOnly()
  async enable(
    @Req() req: DashboardRequest,
    @Param('endpointId') endpointId: string,
    @Res() res: Response,
  ): Promise<void> {
    const endpoint = await this.endpoints.enable(
      endpointId,
      req.dashboard.user.organizationId,
    );
    redirect(res, `/dashboard/webhooks/${endpoint.id}?enabled=1`);
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
    await this.sendEndpointPage(req, res, endpointId, {
      rotatedSecret: secret,
    });
  }

  /** An endpoint's page with its recent deliveries; another organisation's id is a 404. */
  private async sendEndpointPage(
    req: DashboardRequest,
    res: Response,
    endpointId: string,
    state: Parameters<typeof endpointPage>[3],
  ): Promise<void> {
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
    sendPage(
      res,
      endpointPage(viewer, endpoint, deliveries, { ...state, actorLabels }),
    );
  }

  @Post(':endpointId/remove')
  @AdminOnly()
  async remove(
    @Req() req: DashboardRequest,
    @Param('endpointId') endpointId: string,
    @Res() res: Response,
  ): Promise<void> {
    await this.endpoints.remove(endpointId, req.dashboard.user.organizationId);
    redirect(res, '/dashboard/webhooks?removed=1');
  }

  @Post('deliveries/:deliveryId/replay')
  @AdminOnly()
  async replay(
    @Req() req: DashboardRequest,
    @Param('deliveryId') deliveryId: string,
    @Res() res: Response,
  ): Promise<void> {
    const delivery = await this.deliveries.replay(
      deliveryId,
      req.dashboard.user.organizationId,
    );
    redirect(res, `/dashboard/webhooks/${delivery.endpointId}?replayed=1`);
  }

  private canAdd(): boolean {
    return this.config.webhooks.secretsKey !== null;
  }
}
