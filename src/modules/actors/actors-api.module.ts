import { Module } from '@nestjs/common';
import { ActorsController } from './actors.controller.js';
import { ActorsModule } from './actors.module.js';

/**
 * The public API's two operations (POST and GET /v1/actors), over the actors module: imported
 * by the service's HTTP roles, not by the admin CLI, which needs the services without the
 * controller and its OpenAPI decorators.
 */
@Module({
  imports: [ActorsModule],
  controllers: [ActorsController],
})
export class ActorsApiModule {}
