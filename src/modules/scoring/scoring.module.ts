import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActorsModule } from '../actors/actors.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { IcpProfileRecord } from './icp-profile.entity.js';
import { IcpProfilesService } from './icp-profiles.service.js';
import { ScoringService } from './scoring.service.js';

/** Owns ICP profiles and scoring; writes scores through the actors module. */
@Module({
  imports: [
    AuthModule,
    ActorsModule,
    TypeOrmModule.forFeature([IcpProfileRecord]),
  ],
  providers: [IcpProfilesService, ScoringService],
  exports: [IcpProfilesService, ScoringService],
})
export class ScoringModule {}
