import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import type { ActorsService } from '../modules/actors/actors.service.js';
import type { ApiKeysService } from '../modules/auth/api-keys.service.js';
import type { OrganizationsService } from '../modules/auth/organizations.service.js';
import type { JobQueue } from '../modules/queue/job-queue.port.js';
import { withTimeLimit } from '../../libs/time-limit/index.js';
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
   * Creates and reads actors. New actors are announced as the API announces them: with Redis,
   * the enqueue listener puts them on the Bull queue (a producer only: nothing is consumed here);
   * on the embedded deployment the running service's reconciler picks them up.
   */
  actors(): Promise<ActorsService> {
    return this.once('actors', async () => {
      const [
        { ActorsService },
        { ActorEvents },
        { EnrichmentQuotaService },
        { EnrichmentStateService },
        { Actor },
        ds,
        stateEvents,
      ] = await Promise.all([
        import('../modules/actors/actors.service.js'),
        import('../modules/actors/actor-events.js'),
        import('../modules/actors/enrichment-quota.service.js'),
        import('../modules/actors/enrichment-state.service.js'),
        import('../modules/actors/entities/actor.entity.js'),
        this.dataSource(),
        this.stateEvents(),
      ]);
      const events = new ActorEvents();
      if (this.config.redisUrl) await this.enqueueOnCreate(events);
      const actors = ds.getRepository(Actor);
      return new ActorsService(
        actors,
        events,
        new EnrichmentQuotaService(ds),
        new EnrichmentStateService(actors, stateEvents),
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

  private async enqueueOnCreate(
    events: import('../modules/actors/actor-events.js').ActorEvents,
  ): Promise<void> {
    const [
      { BullJobQueue },
      { JobRegistry },
      { RetryPolicy },
      { ENRICH_JOB },
      { EnqueueOnCreateListener },
      log,
    ] = await Promise.all([
      import('../modules/queue/bull-job.queue.js'),
      import('../modules/queue/job-registry.js'),
      import('../modules/queue/retry-policy.js'),
      import('../modules/enrichment/enrich.job.js'),
      import('../modules/enrichment/enqueue-on-create.listener.js'),
      this.log(),
    ]);
    // A producer only: the queue is never started here, so nothing is consumed.
    const registry = new JobRegistry();
    registry.define(ENRICH_JOB);
    const queue = new BullJobQueue(
      registry,
      RetryPolicy.fromConfig(this.config),
      this.config,
      log,
    );
    this.closers.push(() => queue.close());
    new EnqueueOnCreateListener(
      events,
      giveUpAfterFirstFailure(queue, this.config.queue.enqueueTimeoutMs),
      this.config,
      log,
    ).onModuleInit();
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

/**
 * A command that creates many actors (an import) must not wait ENRICHMENT_ENQUEUE_TIMEOUT_MS for
 * each one while Redis is down: after one failed enqueue (warned about once, by the listener) the
 * rest are left pending without trying, and the workers' reconciler enqueues them all later.
 */
function giveUpAfterFirstFailure(queue: JobQueue, timeoutMs: number): JobQueue {
  let failed = false;
  return {
    add: async (name, data, options) => {
      if (failed) return;
      try {
        // The listener's limit too: a queue that does not answer counts as failed.
        await withTimeLimit(timeoutMs, () => queue.add(name, data, options));
      } catch (err) {
        failed = true;
        throw err;
      }
    },
    queuedAmong: (name, jobIds) => queue.queuedAmong(name, jobIds),
    depth: (line) => queue.depth(line),
    consumers: (line) => queue.consumers(line),
  };
}
