import { Global, Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';
import { ReadinessChecks } from './readiness-checks.service.js';
import { ReadinessService } from './readiness.service.js';

/**
 * Liveness and readiness on the API port (a worker serves them on its own port:
 * WorkerHealthServer, in WorkerRoleModule); other modules register what readiness depends on.
 */
@Global()
@Module({
  controllers: [HealthController],
  providers: [ReadinessChecks, ReadinessService],
  exports: [ReadinessChecks, ReadinessService],
})
export class HealthModule {}
