import { Module } from '@nestjs/common';
import { ActorsController } from './actors.controller.js';
import { ActorBatchController } from './batch/actor-batch.controller.js';
import { ActorsModule } from './actors.module.js';

/**
 * The public API (create, fetch, list, erase and batch create under /v1/actors), over the actors module: imported
 * by the service's HTTP roles, not by the admin CLI, which needs the services without the
 * controller and its OpenAPI decorators.
 */
@Module({
  imports: [ActorsModule],
  // The batch first: its path must not be taken for an actor id by a route with a parameter.
  controllers: [ActorBatchController, ActorsController],
})
export class ActorsApiModule {}
