import { DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from './config/app-config.js';
import { EnrichmentWorkerModule } from './modules/enrichment/enrichment-worker.module.js';
import { WorkerHealthServer } from './modules/health/worker-health.server.js';

/**
 * Everything only a process that takes jobs needs (APP_ROLE all or worker): the research the
 * `enrich` and `refresh` jobs run, and, for a worker without an API port, its own health probes.
 * The queue consumes and the sweeps run in these roles only (QueueModule decides, once); the
 * other jobs' handlers are light and live with the module that owns their work.
 */
@Module({})
export class WorkerRoleModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerRoleModule,
      imports: [EnrichmentWorkerModule.forRoot(config)],
      providers: config.role === 'worker' ? [WorkerHealthServer] : [],
    };
  }
}
