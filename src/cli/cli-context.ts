import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import type { ActorsService } from '../modules/actors/actors.service.js';
import type { ApiKeysService } from '../modules/auth/api-keys.service.js';
import type { OrganizationsService } from '../modules/auth/organizations.service.js';
import type { EnrichmentQueue } from '../modules/enrichment/queue/enrichment-queue.port.js';
import { withTimeLimit } from '../../libs/time-limit/index.js';
import type { IcpProfilesService } from '../modules/scoring/icp-profiles.service.js';

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
      ] = await Promise.all([
        import('../modules/actors/actors.service.js'),
        import('../modules/actors/actor-events.js'),
        import('../modules/actors/enrichment-quota.service.js'),
        import('../modules/actors/enrichment-state.service.js'),
        import('../modules/actors/entities/actor.entity.js'),
        this.dataSource(),
      ]);
      const events = new ActorEvents();
      if (this.config.redisUrl) await this.enqueueOnCreate(events);
      const actors = ds.getRepository(Actor);
      return new ActorsService(
        actors,
        events,
        new EnrichmentQuotaService(ds),
        new EnrichmentStateService(actors),
      );
    });
  }

  async close(): Promise<void> {
    // Queue first: it may still be handing over the last jobs; the database last.
    for (const close of this.closers.toReversed())
      await close().catch(() => undefined);
  }

  private scoreState() {
    return this.once('scoreState', async () => {
      const [{ ScoreStateService }, { Actor }, ds] = await Promise.all([
        import('../modules/actors/score-state.service.js'),
        import('../modules/actors/entities/actor.entity.js'),
        this.dataSource(),
      ]);
      return new ScoreStateService(ds.getRepository(Actor));
    });
  }

  private async enqueueOnCreate(
    events: import('../modules/actors/actor-events.js').ActorEvents,
  ): Promise<void> {
    const [
      { default: Bull },
      { BullEnrichmentQueue },
      { bullQueueOptions },
      { ENRICHMENT_QUEUE_NAME },
      { EnqueueOnCreateListener },
      log,
    ] = await Promise.all([
      import('bull'),
      import('../modules/enrichment/queue/bull-enrichment.queue.js'),
      import('../modules/enrichment/queue/bull-options.js'),
      import('../modules/enrichment/queue/enrichment-queue.port.js'),
      import('../modules/enrichment/enqueue-on-create.listener.js'),
      this.log(),
    ]);
    const queue = new Bull(
      ENRICHMENT_QUEUE_NAME,
      bullQueueOptions(this.config),
    );
    this.closers.push(() => queue.close());
    new EnqueueOnCreateListener(
      events,
      giveUpAfterFirstFailure(
        new BullEnrichmentQueue(queue, this.config),
        this.config.queue.enqueueTimeoutMs,
      ),
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
function giveUpAfterFirstFailure(
  queue: EnrichmentQueue,
  timeoutMs: number,
): EnrichmentQueue {
  let failed = false;
  return {
    enqueue: async (actorId, origin) => {
      if (failed) return;
      try {
        // The listener's limit too: a queue that does not answer counts as failed.
        await withTimeLimit(timeoutMs, () => queue.enqueue(actorId, origin));
      } catch (err) {
        failed = true;
        throw err;
      }
    },
    queuedAmong: (actorIds) => queue.queuedAmong(actorIds),
    enqueueRescore: (orgId) => queue.enqueueRescore(orgId),
    depth: () => queue.depth(),
    consumers: () => queue.consumers(),
  };
}
