import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActorsModule } from '../actors/actors.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { IcpProfileRecord } from './icp-profile.entity.js';
import { IcpProfileRepository } from './icp-profile.repository.js';
import { IcpProfilesService } from './icp-profiles.service.js';
import { RescoringJobs } from './rescore.job.js';
import { ScoreStateService } from './score-state.service.js';
import { ScoringService } from './scoring.service.js';
import { SetIcpProfile } from './set-icp-profile.service.js';

/**
 * Owns ICP profiles, scoring, every change of an actor's score (ScoreStateService, through the
 * actors module's ActorScoreRepository) and its own rescoring jobs (`rescore`, on the job queue).
 */
@Module({
  imports: [
    AuthModule,
    ActorsModule,
    TypeOrmModule.forFeature([IcpProfileRecord]),
  ],
  providers: [
    IcpProfileRepository,
    IcpProfilesService,
    ScoringService,
    RescoringJobs,
    SetIcpProfile,
    ScoreStateService,
  ],
  exports: [
    IcpProfilesService,
    ScoringService,
    SetIcpProfile,
    ScoreStateService,
  ],
})
export class ScoringModule {}
