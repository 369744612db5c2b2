import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { ActorErasureService } from './actor-erasure.service.js';
import { ActorEvents } from './actor-events.js';
import { ActorListService } from './actor-list.service.js';
import { ActorStateEvents } from './actor-state-events.js';
import { ActorsController } from './actors.controller.js';
import { ActorsService } from './actors.service.js';
import { ActorStatusGauge } from './actor-status.gauge.js';
import { BacklogProgress } from './backlog-progress.service.js';
import { Actor } from './entities/actor.entity.js';
import { EnrichmentQuotaService } from './enrichment-quota.service.js';
import { EnrichmentStateService } from './enrichment-state.service.js';
import { QuotaReadmissionService } from './quota-readmission.service.js';
import { ReenrichmentService } from './reenrichment.service.js';
import { RefreshStateService } from './refresh-state.service.js';
import { RunLeases } from './run-leases.service.js';
import { ScoreStateService } from './score-state.service.js';

/**
 * Owns the actor table and every change of its state (enrichment status, refresh and score, each
 * with one owner), quota admission and re-admission, and erasure; announces work through
 * ActorEvents, and lets other modules record state changes (ActorStateEvents) and erase what they
 * keep about an actor (ActorErasureService) in the same transaction.
 */
@Module({
  imports: [AuthModule, TypeOrmModule.forFeature([Actor])],
  controllers: [ActorsController],
  providers: [
    ActorsService,
    EnrichmentStateService,
    ScoreStateService,
    ActorStatusGauge,
    ActorEvents,
    ActorStateEvents,
    EnrichmentQuotaService,
    RefreshStateService,
    RunLeases,
    BacklogProgress,
    ReenrichmentService,
    QuotaReadmissionService,
    ActorErasureService,
    ActorListService,
  ],
  exports: [
    ActorsService,
    EnrichmentStateService,
    ScoreStateService,
    ActorEvents,
    ActorStateEvents,
    EnrichmentQuotaService,
    RefreshStateService,
    RunLeases,
    BacklogProgress,
    ReenrichmentService,
    QuotaReadmissionService,
    ActorErasureService,
    ActorListService,
  ],
})
export class ActorsModule {}
