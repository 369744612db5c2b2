import { Module } from '@nestjs/common';
import { ActorsModule } from '../../actors/actors.module.js';
import { AuthModule } from '../../auth/auth.module.js';
import { ScoringModule } from '../../scoring/scoring.module.js';
import { ReenrichmentService } from './reenrichment.service.js';
import { RefreshStateService } from './refresh-state.service.js';
import { ResearchRunState } from './research-run-state.service.js';

/**
 * The research runs' state machine, in every role: a run's claim, lease, outcome, hand-back and
 * giving up (ResearchRunState), the requests for another run (RefreshStateService), and
 * researching actors again on request (ReenrichmentService: actor:reenrich, the dashboard). It
 * reaches the actors table only through the actors module's doors (ActorRunRepository,
 * ActorRefreshRepository) and writes a run's score through scoring's ScoreStateService. The run
 * itself (research-run.service.ts, beside these) is the worker's: EnrichmentWorkerModule.
 */
@Module({
  imports: [AuthModule, ActorsModule, ScoringModule],
  providers: [ResearchRunState, RefreshStateService, ReenrichmentService],
  exports: [ResearchRunState, RefreshStateService, ReenrichmentService],
})
export class ResearchRunsModule {}
