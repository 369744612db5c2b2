import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActorsModule } from '../actors/actors.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { IcpProfileRecord } from './icp-profile.entity.js';
import { IcpProfileRepository } from './icp-profile.repository.js';
import { IcpProfilesService } from './icp-profiles.service.js';
import { RescoringJobs } from './rescoring.jobs.js';
import { ScoringService } from './scoring.service.js';
import { SetIcpProfile } from './set-icp-profile.use-case.js';

/**
 * Owns ICP profiles, scoring and its own rescoring jobs (`rescore`, on the job queue); writes
 * scores through the actors module.
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
  ],
  exports: [IcpProfilesService, ScoringService, SetIcpProfile],
})
export class ScoringModule {}
