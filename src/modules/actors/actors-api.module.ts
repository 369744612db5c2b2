import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActorErasureController } from './actor-erasure.controller.js';
import { ActorsController } from './actors.controller.js';
import { ActorBatchController } from './batch/actor-batch.controller.js';
import { ActorBatchService } from './batch/actor-batch.service.js';
import { ActorsModule } from './actors.module.js';
import { Actor } from './entities/actor.entity.js';
import { ActorListController } from './listing/actor-list.controller.js';
import { ActorListRepository } from './listing/actor-list.repository.js';
import { ActorListService } from './listing/actor-list.service.js';

/**
 * The public API under /v1/actors (create and fetch, list, erase, batch create, a controller
 * each), over the actors module: imported by the service's HTTP roles, not by the admin CLI, which
 * needs the services without the controllers and their OpenAPI decorators. The API's own reads
 * (its list) and its batch are here, since nothing else uses them.
 */
@Module({
  imports: [ActorsModule, TypeOrmModule.forFeature([Actor])],
  providers: [ActorListRepository, ActorListService, ActorBatchService],
  // The batch first: its path must not be taken for an actor id by a route with a parameter.
  controllers: [
    ActorBatchController,
    ActorsController,
    ActorListController,
    ActorErasureController,
  ],
})
export class ActorsApiModule {}
