import { Inject, Param, Query } from '@nestjs/common';
import type { AppConfig } from '../../../../config/app-config.js';
import { APP_CONFIG } from '../../../../config/config.module.js';
import { ActorPageService } from '../../../actors/actor-page.service.js';
import { WebhookDeliveriesService } from '../../../webhooks/webhook-deliveries.service.js';
import { WebhookEndpointsService } from '../../../webhooks/webhook-endpoints.service.js';
import { formRefusal } from '../../http/dashboard-wording.js';
import { DashboardController } from '../../http/dashboard-controller.decorator.js';
import type { PageQuery } from '../../http/dashboard-request.js';
import {
  AdminAction,
  AdminForm,
  Page,
  type PageFor,
} from '../../http/returned-answer.interceptor.js';
import { sealedListPage } from '../../http/sealed-list-page.js';
import { Form, OrgId } from '../../http/session-params.js';
import {
  endpointPage,
  type EndpointPageState,
} from './webhook-endpoint.view.js';
import type { Viewer } from '../../views/layout.view.js';
import { webhooksPage } from './webhooks.view.js';

const RECENT_DELIVERIES = 50;

/** What the list's page says besides the list (whether items can be added: sealedListPage). */
type ListState = Omit<Parameters<typeof webhooksPage>[2], 'canSeal'>;

@DashboardController('dashboard/webhooks')
export class WebhooksController {
  constructor(
    private readonly endpoints: WebhookEndpointsService,
    private readonly deliveries: WebhookDeliveriesService,
    private readonly actors: ActorPageService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Page()
  async list(@OrgId() orgId: string, @Query() query: PageQuery) {
    return this.listPage(orgId, { removed: query.removed === '1' });
  }

  /** Adds an endpoint and shows its secret, this once, in the answer itself. */
  @AdminForm()
  async add(@OrgId() orgId: string, @Form() form: URLSearchParams) {
    const url = (form.get('url') ?? '').trim();
    const events = form.getAll('events');
    try {
      const { endpoint, secret } = await this.endpoints.add(
        orgId,
        url,
        events.length ? events : null,
      );
      return this.listPage(
        orgId,
        { created: { id: endpoint.id, secret } },
        201,
      );
    } catch (err) {
      const error = formRefusal(err, 'bad_request');
      return this.listPage(orgId, { form: { url, events, error } }, 422);
    }
  }

  @Page(':endpointId')
  async show(
    @OrgId() orgId: string,
    @Param('endpointId') endpointId: string,
    @Query() query: PageQuery,
  ) {
    return this.endpointView(orgId, endpointId, {
      replayed: query.replayed === '1' ? 'yes' : undefined,
      enabled: query.enabled === '1' ? 'yes' : undefined,
    });
  }

  @AdminAction(':endpointId/enable')
  async enable(@Param('endpointId') id: string, @OrgId() orgId: string) {
    const endpoint = await this.endpoints.enable(id, orgId);
    return `/dashboard/webhooks/${endpoint.id}?enabled=1`;
  }

  @AdminForm(':endpointId/rotate-secret')
  async rotate(
    @OrgId() orgId: string,
    @Param('endpointId') endpointId: string,
  ) {
    const secret = await this.endpoints.rotateSecret(endpointId, orgId);
    return this.endpointView(orgId, endpointId, { rotatedSecret: secret });
  }

  /** An endpoint's page with its recent deliveries; another organisation's id is a 404. */
  private async endpointView(
    orgId: string,
    endpointId: string,
    state: EndpointPageState,
  ): Promise<PageFor> {
    const endpoint = await this.endpoints.get(endpointId, orgId);
    const deliveries = await this.deliveries.list(
      endpoint.id,
      RECENT_DELIVERIES,
      orgId,
    );
    // Each delivery names its signup as a person reads it: the name, else the email.
    const actors = await this.actors.rowsByIds(orgId, [
      ...new Set(deliveries.map((d) => d.actorId)),
    ]);
    const actorLabels = new Map(actors.map((a) => [a.id, a.name ?? a.email]));
    return (viewer: Viewer) =>
      endpointPage(viewer, endpoint, deliveries, { ...state, actorLabels });
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

  /** The page of the list, with what it says besides (see webhooksPage). */
  private listPage(orgId: string, state: ListState, status = 200) {
    const endpoints = this.endpoints.list(orgId);
    return sealedListPage(this.config, endpoints, webhooksPage, state, status);
  }
}
