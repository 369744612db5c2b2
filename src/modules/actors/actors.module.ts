import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { ActorErasureService } from './actor-erasure.service.js';
import { ActorEvents } from './actor-events.js';
import { ActorListService } from './actor-list.service.js';
import { ActorBatchService } from './batch/actor-batch.service.js';
import { ActorPageRepository } from './listing/actor-page.repository.js';
import { ActorPageService } from './listing/actor-page.service.js';
import { ActorStateEvents } from './actor-state-events.js';
import { ActorsService } from './actors.service.js';
import { ActorStatusGauge } from './actor-status.gauge.js';
import { Actor } from './entities/actor.entity.js';
import { EnrichmentQuotaService } from './enrichment-quota.service.js';
import { EnrichmentStateService } from './enrichment-state.service.js';
import { QuotaReadmissionService } from './quota-readmission.service.js';
import { ReenrichmentService } from '../enrichment/runs/reenrichment.service.js';
import { RefreshStateService } from '../enrichment/runs/refresh-state.service.js';
import { ActorRepository } from './repositories/actor.repository.js';
import { ActorListRepository } from './repositories/actor-list.repository.js';
import { ActorRefreshRepository } from './repositories/actor-refresh.repository.js';
import { ActorRunRepository } from './repositories/actor-run.repository.js';
import { ActorScoreRepository } from './repositories/actor-score.repository.js';
import { QuotaUsageRepository } from './repositories/quota-usage.repository.js';
import { ResearchRunState } from '../enrichment/runs/research-run-state.service.js';
import { RunLeases } from '../enrichment/runs/run-leases.service.js';
import { BacklogProgress } from '../enrichment/backlog-progress.service.js';
import { ScoreStateService } from '../scoring/score-state.service.js';

/**
 * Owns the actor table and every change of its state (enrichment status, refresh and score, each
 * with one owner), quota admission and re-admission, and erasure; announces work through
 * ActorEvents, and lets other modules record state changes (ActorStateEvents) and erase what they
 * keep about an actor when it is erased (an `erased` change) in the same transaction.
 */
/** What other modules use: every service here (never a repository). */
const SERVICES = [
  ResearchRunState,
  ActorsService,
  EnrichmentStateService,
  ScoreStateService,
  ActorEvents,
  ActorStateEvents,
  EnrichmentQuotaService,
  RefreshStateService,
  ReenrichmentService,
  QuotaReadmissionService,
  ActorErasureService,
  ActorListService,
  ActorPageService,
  ActorBatchService,
  RunLeases,
  BacklogProgress,
];

@Module({
  imports: [AuthModule, TypeOrmModule.forFeature([Actor])],
  providers: [
    ActorRepository,
    ActorListRepository,
    ActorPageRepository,
    ActorRunRepository,
    ActorRefreshRepository,
    ActorScoreRepository,
    QuotaUsageRepository,
    ActorStatusGauge,
    ...SERVICES,
  ],
  exports: SERVICES,
})
export class ActorsModule {}
