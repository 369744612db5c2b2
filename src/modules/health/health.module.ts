import { DynamicModule, Global, Module } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { HealthController } from './health.controller.js';
import { ReadinessChecks } from './readiness-checks.js';
import { ReadinessService } from './readiness.service.js';
import { WorkerHealthServer } from './worker-health.server.js';

/** Liveness and readiness: on the API port, or on a worker's own WORKER_HEALTH_PORT. */
@Global()
@Module({})
export class HealthModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: HealthModule,
      controllers: [HealthController],
      providers: [
        ReadinessChecks,
        ReadinessService,
        ...(config.role === 'worker' ? [WorkerHealthServer] : []),
      ],
      exports: [ReadinessChecks],
    };
  }
}
