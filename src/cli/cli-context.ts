import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import type { ActorsService } from '../modules/actors/actors.service.js';
import type { ApiKeysService } from '../modules/auth/api-keys.service.js';
import type { OrganizationsService } from '../modules/auth/organizations.service.js';
import type { ActorErasureService } from '../modules/actors/actor-erasure.service.js';
import type { QuotaReadmissionService } from '../modules/actors/quota-readmission.service.js';
import type { ReenrichmentService } from '../modules/actors/reenrichment.service.js';
import type { IcpProfilesService } from '../modules/scoring/icp-profiles.service.js';
import type { WebhookDeliveriesService } from '../modules/webhooks/webhook-deliveries.service.js';
import type { WebhookEndpointsService } from '../modules/webhooks/webhook-endpoints.service.js';
import type { UsersService } from '../modules/users/users.service.js';

/**
 * What admin commands run on: the service's own classes over one DataSource, built on first use
 * and imported lazily, so each command loads and starts only what it needs — no HTTP server, no
 * queue workers, no Nest application. The wiring mirrors the modules' (constructor types keep
 * the two in step); with REDIS_URL, actors created here are enqueued exactly as the API does.
 */
export class CliContext {
  private readonly made = new Map<string, Promise<unknown>>();
  private readonly closers: Array<() => Promise<unknown>> = [];
  private logger: Logger | null = null;

  constructor(
    readonly config: AppConfig,
    private readonly options: { migrate: boolean },
  ) {}

  dataSource(): Promise<DataSource> {
    return this.once('dataSource', async () => {
      const [{ createDataSource, migrate }, log] = await Promise.all([
        import('../database/data-source.js'),
        this.log(),
      ]);
      log.debug(
        { database: this.config.database.dialect },
        'opening the database',
      );
      const dataSource = createDataSource(this.config.database);
      await dataSource.initialize();
      this.closers.push(() => dataSource.destroy());
      if (this.options.migrate && this.config.database.migrationsRun)
        await migrate(dataSource);
      return dataSource;
    });
  }

  async log(): Promise<Logger> {
    if (!this.logger) {
      const { createLogger } = await import('../common/logging/logger.js');
      this.logger = createLogger(this.config);
    }
    return this.logger;
  }

  organizations(): Promise<OrganizationsService> {
    return this.once('organizations', async () => {
      const [{ OrganizationsService }, { Organization }, ds] =
        await Promise.all([
          import('../modules/auth/organizations.service.js'),
          import('../modules/auth/entities/organization.entity.js'),
          this.dataSource(),
        ]);
      return new OrganizationsService(ds.getRepository(Organization));
    });
  }

  apiKeys(): Promise<ApiKeysService> {
    return this.once('apiKeys', async () => {
      const [{ ApiKeysService }, { ApiKey }, ds, orgs, log] = await Promise.all(
        [
          import('../modules/auth/api-keys.service.js'),
          import('../modules/auth/entities/api-key.entity.js'),
          this.dataSource(),
          this.organizations(),
          this.log(),
        ],
      );
      return new ApiKeysService(
        ds.getRepository(ApiKey),
        orgs,
        this.config,
        log,
      );
    });
  }

  icpProfiles(): Promise<IcpProfilesService> {
    return this.once('icpProfiles', async () => {
      const [{ IcpProfilesService }, { IcpProfileRecord }, state, orgs, ds] =
        await Promise.all([
          import('../modules/scoring/icp-profiles.service.js'),
          import('../modules/scoring/icp-profile.entity.js'),
          this.scoreState(),
          this.organizations(),
          this.dataSource(),
        ]);
      return new IcpProfilesService(
        ds.getRepository(IcpProfileRecord),
        orgs,
        state,
      );
    });
  }

  /**
   * Creates and reads actors. New actors are announced as the API announces them (actorEvents).
   */
  actors(): Promise<ActorsService> {
    return this.once('actors', async () => {
      const [
        { ActorsService },
        { EnrichmentQuotaService },
        { Actor },
        ds,
        events,
        state,
      ] = await Promise.all([
        import('../modules/actors/actors.service.js'),
        import('../modules/actors/enrichment-quota.service.js'),
        import('../modules/actors/entities/actor.entity.js'),
        this.dataSource(),
        this.actorEvents(),
        this.enrichmentState(),
      ]);
      return new ActorsService(
        ds.getRepository(Actor),
        events,
        new EnrichmentQuotaService(ds),
        state,
      );
    });
  }

  users(): Promise<UsersService> {
    return this.once('users', async () => {
      const [{ UsersService }, { User }, orgs, ds] = await Promise.all([
        import('../modules/users/users.service.js'),
        import('../modules/users/entities/user.entity.js'),
        this.organizations(),
        this.dataSource(),
      ]);
      return new UsersService(ds.getRepository(User), orgs);
    });
  }

  /** actor:reenrich: refresh enriched actors, retry failed ones. */
  reenrichment(): Promise<ReenrichmentService> {
    return this.once('reenrichment', async () => {
      const [{ ReenrichmentService }, orgs, actors, state, refreshes, events] =
        await Promise.all([
          import('../modules/actors/reenrichment.service.js'),
          this.organizations(),
          this.actors(),
          this.enrichmentState(),
          this.refreshState(),
          this.actorEvents(),
        ]);
      return new ReenrichmentService(orgs, actors, state, refreshes, events);
    });
  }

  /** Re-admits actors the quota refused, after org:update raised it. */
  quotaReadmission(): Promise<QuotaReadmissionService> {
    return this.once('quotaReadmission', async () => {
      const [
        { QuotaReadmissionService },
        { EnrichmentQuotaService },
        { Actor },
        ds,
        state,
        events,
      ] = await Promise.all([
        import('../modules/actors/quota-readmission.service.js'),
        import('../modules/actors/enrichment-quota.service.js'),
        import('../modules/actors/entities/actor.entity.js'),
        this.dataSource(),
        this.enrichmentState(),
        this.actorEvents(),
      ]);
      return new QuotaReadmissionService(
        ds.getRepository(Actor),
        ds,
        new EnrichmentQuotaService(ds),
        state,
        events,
      );
    });
  }

  /** actor:erase, with what the webhooks module keeps about the actor, as the service wires it. */
  erasure(): Promise<ActorErasureService> {
    return this.once('erasure', async () => {
      const [{ ActorErasureService }, ds, deliveries] = await Promise.all([
        import('../modules/actors/actor-erasure.service.js'),
        this.dataSource(),
        this.webhookDeliveries(),
      ]);
      const erasure = new ActorErasureService(ds);
      erasure.listen((actorId, tx) => deliveries.forgetActor(actorId, tx));
      return erasure;
    });
  }

  async close(): Promise<void> {
    // Queue first: it may still be handing over the last jobs; the database last.
    for (const close of this.closers.toReversed())
      await close().catch(() => undefined);
  }

  private scoreState() {
    return this.once('scoreState', async () => {
      const [{ ScoreStateService }, { Actor }, ds, stateEvents] =
        await Promise.all([
          import('../modules/actors/score-state.service.js'),
          import('../modules/actors/entities/actor.entity.js'),
          this.dataSource(),
          this.stateEvents(),
        ]);
      return new ScoreStateService(ds.getRepository(Actor), stateEvents);
    });
  }

  /**
   * State changes made here (an import's rejected actors) write the webhook outbox as the
   * service does, in their transaction; the service's dispatcher sends them.
   */
  private stateEvents() {
    return this.once('stateEvents', async () => {
      const [{ ActorStateEvents }, { WebhookOutbox }, ds] = await Promise.all([
        import('../modules/actors/actor-state-events.js'),
        import('../modules/webhooks/webhook-outbox.js'),
        this.dataSource(),
      ]);
      const events = new ActorStateEvents(ds);
      const outbox = new WebhookOutbox();
      events.listen(async (change, tx) => {
        await outbox.record(change, tx);
      });
      return events;
    });
  }

  private enrichmentState() {
    return this.once('enrichmentState', async () => {
      const [{ EnrichmentStateService }, { Actor }, ds, stateEvents] =
        await Promise.all([
          import('../modules/actors/enrichment-state.service.js'),
          import('../modules/actors/entities/actor.entity.js'),
          this.dataSource(),
          this.stateEvents(),
        ]);
      return new EnrichmentStateService(ds.getRepository(Actor), stateEvents);
    });
  }

  private refreshState() {
    return this.once('refreshState', async () => {
      const [{ RefreshStateService }, { Actor }, ds, stateEvents, scores] =
        await Promise.all([
          import('../modules/actors/refresh-state.service.js'),
          import('../modules/actors/entities/actor.entity.js'),
          this.dataSource(),
          this.stateEvents(),
          this.scoreState(),
        ]);
      return new RefreshStateService(
        ds.getRepository(Actor),
        stateEvents,
        scores,
      );
    });
  }

  /**
   * Where the actors module announces work (new, re-admitted and retried actors, refreshes).
   * With Redis, the enrichment module's listener puts it on the Bull queue as the API does; on
   * the embedded deployment the running service's reconciler picks it up from the database.
   */
  private actorEvents() {
    return this.once('actorEvents', async () => {
      const { ActorEvents } = await import('../modules/actors/actor-events.js');
      const events = new ActorEvents();
      if (this.config.redisUrl) {
        const { enqueueAnnouncedWork } = await import('./cli-queue.js');
        this.closers.push(
          await enqueueAnnouncedWork(events, this.config, await this.log()),
        );
      }
      return events;
    });
  }

  webhookEndpoints(): Promise<WebhookEndpointsService> {
    return this.once('webhookEndpoints', async () => {
      const [
        { WebhookEndpointsService },
        { WebhookEndpoint },
        { WebhookSecrets },
        { EndpointAddressGuard },
        orgs,
        ds,
      ] = await Promise.all([
        import('../modules/webhooks/webhook-endpoints.service.js'),
        import('../modules/webhooks/entities/webhook-endpoint.entity.js'),
        import('../modules/webhooks/webhook-secrets.js'),
        import('../modules/webhooks/endpoint-address.guard.js'),
        this.organizations(),
        this.dataSource(),
      ]);
      return new WebhookEndpointsService(
        ds.getRepository(WebhookEndpoint),
        orgs,
        new WebhookSecrets(this.config),
        new EndpointAddressGuard(this.config),
      );
    });
  }

  webhookDeliveries(): Promise<WebhookDeliveriesService> {
    return this.once('webhookDeliveries', async () => {
      const [
        { WebhookDeliveriesService },
        { WebhookDelivery },
        { WebhookEndpoint },
        ds,
      ] = await Promise.all([
        import('../modules/webhooks/webhook-deliveries.service.js'),
        import('../modules/webhooks/entities/webhook-delivery.entity.js'),
        import('../modules/webhooks/entities/webhook-endpoint.entity.js'),
        this.dataSource(),
      ]);
      return new WebhookDeliveriesService(
        ds.getRepository(WebhookDelivery),
        ds.getRepository(WebhookEndpoint),
        ds,
      );
    });
  }

  private once<T>(name: string, make: () => Promise<T>): Promise<T> {
    let made = this.made.get(name) as Promise<T> | undefined;
    if (!made) {
      made = make();
      this.made.set(name, made);
    }
    return made;
  }
}
