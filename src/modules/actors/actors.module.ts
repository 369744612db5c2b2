import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { ActorEvents } from './actor-events.js';
import { ActorsController } from './actors.controller.js';
import { ActorsService } from './actors.service.js';
import { ActorStateService } from './actor-state.service.js';
import { ActorStatusGauge } from './actor-status.gauge.js';
import { Actor } from './entities/actor.entity.js';
import { EnrichmentQuotaService } from './enrichment-quota.service.js';

/** Owns the actor table and its state; announces creations through ActorEvents. */
@Module({
  imports: [AuthModule, TypeOrmModule.forFeature([Actor])],
  controllers: [ActorsController],
  providers: [
    ActorsService,
    ActorStateService,
    ActorStatusGauge,
    ActorEvents,
    EnrichmentQuotaService,
  ],
  exports: [
    ActorsService,
    ActorStateService,
    ActorEvents,
    EnrichmentQuotaService,
  ],
})
export class ActorsModule {}
