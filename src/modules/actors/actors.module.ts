import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { ActorErasureService } from './actor-erasure.service.js';
import { ActorEvents } from './actor.events.js';
import { ActorPageService } from './actor-page.service.js';
import { ActorStateEvents } from './actor-state.events.js';
import { ActorsService } from './actors.service.js';
import { ActorStatusGauge } from './actor-status.metrics.js';
import { Actor } from './entities/actor.entity.js';
import { EnrichmentQuotaService } from './enrichment-quota.service.js';
import { EnrichmentStateService } from './enrichment-state.service.js';
import { QuotaReadmissionService } from './quota-readmission.service.js';
import { ActorRepository } from './repositories/actor.repository.js';
import { ActorPageRepository } from './repositories/actor-page.repository.js';
import { ActorRefreshRepository } from './repositories/actor-refresh.repository.js';
import { ActorRunRepository } from './repositories/actor-run.repository.js';
import { ActorScoreRepository } from './repositories/actor-score.repository.js';
import { QuotaUsageRepository } from './repositories/quota-usage.repository.js';
import { RecordExtensionsService } from './views/record-extensions.service.js';

/** What other modules use of the resource: create and read, list, erase, the quota, the events. */
const SERVICES = [
  ActorsService,
  ActorPageService,
  ActorErasureService,
  EnrichmentQuotaService,
  ActorEvents,
  ActorStateEvents,
  RecordExtensionsService,
];

/**
 * The doors to the actors table for the state machines other modules drive on its columns: the
 * research runs and their refresh requests (enrichment), the score (scoring). All SQL on the table
 * stays here, one repository per concern; the rules of those machines are their modules'.
 */
const DOORS = [
  ActorRunRepository,
  ActorRefreshRepository,
  ActorScoreRepository,
];

/**
 * Owns the actor resource: create (with the monthly quota's admission, and re-admission when the
 * quota is raised), read, the dashboard's list, erasure, and the table itself. Announces work
 * through ActorEvents, and lets other modules record state changes (ActorStateEvents) and erase
 * what they keep about an actor when it is erased (an `erased` change) in the same transaction.
 * The public API over it (create, fetch, list, batch, erase) is ActorsApiModule.
 */
@Module({
  imports: [AuthModule, TypeOrmModule.forFeature([Actor])],
  providers: [
    ActorRepository,
    ActorPageRepository,
    QuotaUsageRepository,
    ActorStatusGauge,
    EnrichmentStateService,
    QuotaReadmissionService,
    ...DOORS,
    ...SERVICES,
  ],
  exports: [...SERVICES, ...DOORS],
})
export class ActorsModule {}
