import { Module } from '@nestjs/common';
import { ActorErasureController } from './actor-erasure.controller.js';
import { ActorsController } from './actors.controller.js';
import { ActorBatchController } from './batch/actor-batch.controller.js';
import { ActorsModule } from './actors.module.js';
import { ActorPageController } from './listing/actor-page.controller.js';

/**
 * The public API under /v1/actors (create and fetch, list, erase, batch create, a controller
 * each), over the actors module: imported by the service's HTTP roles, not by the admin CLI, which
 * needs the services without the controllers and their OpenAPI decorators.
 */
@Module({
  imports: [ActorsModule],
  // The batch first: its path must not be taken for an actor id by a route with a parameter.
  controllers: [
    ActorBatchController,
    ActorsController,
    ActorPageController,
    ActorErasureController,
  ],
})
export class ActorsApiModule {}
