import { Inject, Param, Query } from '@nestjs/common';
import {
  DESTINATION_REGISTRY,
  isDestinationKind,
  parseMappingEdit,
} from '../../../../../libs/destinations/index.js';
import { AppError } from '../../../../common/errors/app-error.js';
import type { AppConfig } from '../../../../config/app-config.js';
import { APP_CONFIG } from '../../../../config/config.module.js';
import { ActorPageService } from '../../../actors/actor-page.service.js';
import { DestinationConnectionsService } from '../../../destinations/destination-connections.service.js';
import { DestinationDeliveriesService } from '../../../destinations/destination-deliveries.service.js';
import { formRefusal } from '../../http/dashboard-wording.js';
import { DashboardController } from '../../http/dashboard-controller.decorator.js';
import type { PageQuery } from '../../http/dashboard-request.js';
import {
  AdminAction,
  AdminForm,
  Page,
  withStatus,
} from '../../http/returned-answer.interceptor.js';
import { sealedListPage } from '../../http/sealed-list-page.js';
import { Form, OrgId } from '../../http/session-params.js';
import type { Viewer } from '../../views/layout.view.js';
import {
  destinationPage,
  type DestinationPageState,
} from './destination.view.js';
import { destinationsPage, type ConnectForm } from './destinations.view.js';

const RECENT_DELIVERIES = 50;

/** What the list's page says besides the list (whether one can be connected: sealedListPage). */
type ListState = Omit<Parameters<typeof destinationsPage>[2], 'canSeal'>;

/**
 * Destinations: connect one (the token, webhook URL or consumer secret a write-only field), its status, test,
 * pause, resume, remove; a destination's mapping and its recent deliveries, each replayable.
 */
@DashboardController('dashboard/destinations')
export class DestinationsController {
  constructor(
    private readonly connections: DestinationConnectionsService,
    private readonly deliveries: DestinationDeliveriesService,
    private readonly actors: ActorPageService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Page()
  async list(@OrgId() orgId: string, @Query() query: PageQuery) {
    return this.listPage(orgId, { removed: query.removed === '1' });
  }

  /** Connects a kind, its secret write-only: the page never shows it back, nor any part of it. */
  @AdminForm('connect/:kind')
  async connect(
    @OrgId() orgId: string,
    @Param('kind') kind: string,
    @Form() form: URLSearchParams,
  ) {
    if (!isDestinationKind(kind)) throw AppError.notFound();
    const entry = DESTINATION_REGISTRY[kind];
    const value = (name: string) => {
      const v = form.get(name)?.trim();
      return v ? v : undefined;
    };
    try {
      const connected = await this.connections.connect(orgId, kind, {
        credentials: Object.fromEntries(
          entry.credentialFields.map((f) => [f.name, value(f.name)]),
        ),
        settings: Object.fromEntries(
          entry.settingFields.map((f) => [f.name, value(f.name)]),
        ),
      });
      return `/dashboard/destinations/${connected.id}?connected=1`;
    } catch (err) {
      const error: ConnectForm = {
        kind,
        error: formRefusal(err, 'bad_request'),
      };
      return this.listPage(orgId, { form: error }, 422);
    }
  }

  @Page(':id')
  async show(
    @OrgId() orgId: string,
    @Param('id') id: string,
    @Query() query: PageQuery,
  ) {
    return this.destinationView(orgId, id, {
      connected: query.connected === '1',
      replayed: query.replayed === '1',
      tested: typeof query.tested === 'string' ? query.tested : undefined,
      mapped: query.mapped === '1',
    });
  }

  @AdminAction(':id/test')
  async test(@OrgId() orgId: string, @Param('id') id: string) {
    const tested = await this.connections.test(id, orgId);
    return `/dashboard/destinations/${tested.id}?tested=${encodeURIComponent(tested.outcome)}`;
  }

  @AdminAction(':id/pause')
  async pause(@OrgId() orgId: string, @Param('id') id: string) {
    return `/dashboard/destinations/${(await this.connections.pause(id, orgId)).id}`;
  }

  @AdminAction(':id/resume')
  async resume(@OrgId() orgId: string, @Param('id') id: string) {
    const resumed = await this.connections.resume(id, orgId);
    return `/dashboard/destinations/${resumed.id}?tested=${encodeURIComponent(resumed.outcome)}`;
  }

  @AdminAction(':id/remove')
  async remove(@OrgId() orgId: string, @Param('id') id: string) {
    await this.connections.remove(id, orgId);
    return '/dashboard/destinations?removed=1';
  }

  /** The mapping as lines of `object.property=field`; a line ending in `=` stops writing it. */
  @AdminForm(':id/mapping')
  async mapping(
    @OrgId() orgId: string,
    @Param('id') id: string,
    @Form() form: URLSearchParams,
  ) {
    const text = form.get('mapping') ?? '';
    try {
      const edits = text
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean)
        .map((line) => {
          try {
            return parseMappingEdit(line);
          } catch (err) {
            throw AppError.badRequest((err as Error).message, 'mapping');
          }
        });
      const reset = form.get('reset') === 'yes';
      const current = await this.connections.get(id, orgId);
      // The form holds the whole mapping: what it no longer lists stops being written.
      const removed = reset
        ? []
        : Object.entries(current.mapping).flatMap(([objectType, fields]) =>
            Object.keys(fields)
              .filter(
                (target) =>
                  !edits.some(
                    (e) => e.objectType === objectType && e.target === target,
                  ),
              )
              .map((target) => ({ objectType, target, source: null })),
          );
      const mapped = await this.connections.mapping(
        id,
        reset ? [] : [...edits, ...removed],
        reset,
        orgId,
      );
      return `/dashboard/destinations/${mapped.id}?mapped=1`;
    } catch (err) {
      return this.destinationView(
        orgId,
        id,
        { mappingError: formRefusal(err, 'bad_request'), mappingText: text },
        422,
      );
    }
  }

  @AdminAction(':id/replay/:actorId')
  async replay(
    @OrgId() orgId: string,
    @Param('id') id: string,
    @Param('actorId') actorId: string,
  ) {
    await this.deliveries.replay(id, actorId, orgId);
    return `/dashboard/destinations/${id}?replayed=1`;
  }

  private async destinationView(
    orgId: string,
    id: string,
    state: DestinationPageState,
    status = 200,
  ) {
    const destination = await this.connections.get(id, orgId);
    const recent = await this.deliveries.list(
      destination.id,
      RECENT_DELIVERIES,
      orgId,
    );
    const actors = await this.actors.rowsByIds(orgId, [
      ...new Set(recent.flatMap((d) => (d.actorId ? [d.actorId] : []))),
    ]);
    const labels = new Map(actors.map((a) => [a.id, a.name ?? a.email]));
    const page = (viewer: Viewer) =>
      destinationPage(viewer, destination, recent, {
        ...state,
        actorLabels: labels,
      });
    return withStatus(status, page);
  }

  private listPage(orgId: string, state: ListState, status = 200) {
    const destinations = this.connections.list(orgId);
    return sealedListPage(
      this.config,
      destinations,
      destinationsPage,
      state,
      status,
    );
  }
}
