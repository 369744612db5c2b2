import { Module, type Provider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MemoryRequestBudget } from '../../../libs/destinations/index.js';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logging/logger.port.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { ActorsModule } from '../actors/actors.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { ScoringModule } from '../scoring/scoring.module.js';
import { DestinationAdapters } from './destination-adapters.service.js';
import { DestinationConnectionsService } from './destination-connections.service.js';
import { DestinationContexts } from './destination-contexts.service.js';
import { DestinationCredentials } from './destination-credentials.service.js';
import { DestinationDeliveriesService } from './destination-deliveries.service.js';
import { DestinationDispatchSweep } from './destination-dispatch.sweep.js';
import { DestinationFlushes } from './destination-flushes.service.js';
import { DestinationFlushService } from './destination-flush.service.js';
import { DestinationOutboxListener } from './destination-outbox.listener.js';
import { DestinationOutcomes } from './destination-outcomes.service.js';
import { DestinationMetrics } from './destination.metrics.js';
import { DestinationActor } from './entities/destination-actor.entity.js';
import { DestinationDelivery } from './entities/destination-delivery.entity.js';
import { Destination } from './entities/destination.entity.js';
import { DestinationRecord } from './entities/destination-record.entity.js';
import { RedisRequestBudget } from './redis-request-budget.adapter.js';
import { DestinationActorRepository } from './repositories/destination-actor.repository.js';
import { DestinationDeliveryRepository } from './repositories/destination-delivery.repository.js';
import { DestinationRecordRepository } from './repositories/destination-record.repository.js';
import { DestinationRepository } from './repositories/destination.repository.js';
import { SyncedActorRepository } from './repositories/synced-actor.repository.js';
import { REQUEST_BUDGET } from './request-budget.port.js';

/** REQUEST_BUDGET: in Redis when REDIS_URL is set (every worker shares it), else in memory. */
const requestBudget: Provider = {
  provide: REQUEST_BUDGET,
  inject: [APP_CONFIG, LOGGER],
  // Nest runs the Redis one's start and stop hooks; ioredis is imported only when it starts.
  useFactory: (config: AppConfig, logger: Logger) =>
    config.redisUrl
      ? new RedisRequestBudget(config, logger)
      : new MemoryRequestBudget(),
};

/**
 * Puts the record where sales works (docs/destinations): an organization's CRM and Slack
 * destinations, each an adapter of libs/destinations, all on one mechanism: an outbox written
 * in the transaction of each actor change (ActorStateEvents, as webhooks), flushed per destination
 * in batches by the `destination-flush` job in a line of its own, one run per destination at a
 * time, with per-record outcomes, the never-overwrite rule, the vendor's limits, and a dispatch
 * sweep so nothing recorded is lost. The enrichment module does not know it exists.
 */
@Module({
  imports: [
    AuthModule,
    ActorsModule,
    ScoringModule,
    TypeOrmModule.forFeature([
      Destination,
      DestinationActor,
      DestinationRecord,
      DestinationDelivery,
    ]),
  ],
  providers: [
    DestinationRepository,
    DestinationActorRepository,
    DestinationRecordRepository,
    DestinationDeliveryRepository,
    SyncedActorRepository,
    DestinationAdapters,
    DestinationCredentials,
    DestinationContexts,
    DestinationFlushes,
    DestinationFlushService,
    DestinationOutcomes,
    DestinationOutboxListener,
    DestinationDispatchSweep,
    DestinationMetrics,
    DestinationConnectionsService,
    DestinationDeliveriesService,
    requestBudget,
  ],
  exports: [DestinationConnectionsService, DestinationDeliveriesService],
})
export class DestinationsModule {}
