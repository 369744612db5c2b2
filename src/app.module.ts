import { DynamicModule, Module, type Provider } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { CommonModule } from './common/common.module.js';
import { JsonBodyGuard } from './common/http/json-body.guard.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { loadDomainModules } from './domain-modules.js';
import { ActorsApiModule } from './modules/actors/actors-api.module.js';
import { ApiKeyGuard } from './modules/auth/api-key.guard.js';
import { DashboardModule } from './modules/dashboard/dashboard.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { MetricsModule } from './modules/metrics/metrics.module.js';
import { QueueModule } from './modules/queue/queue.module.js';
import { WORKER_ROLES } from './modules/queue/sweeps.service.js';
import { RateLimitGuard } from './modules/rate-limit/rate-limit.guard.js';
import { RateLimitModule } from './modules/rate-limit/rate-limit.module.js';
import { WorkerRoleModule } from './worker-role.module.js';

/**
 * Every service process (APP_ROLE all, api or worker): the infrastructure, the domain modules
 * (the list the admin CLI builds from too), what serves HTTP, and the worker role's modules.
 */
@Module({})
export class AppModule {
  static async forRoot(config: AppConfig): Promise<DynamicModule> {
    // Global guards run in the order listed: the rate limit counts per API key, so the key must
    // have been verified first; the body is read only for a caller that passed both.
    const guards: Provider[] = [
      { provide: APP_GUARD, useExisting: ApiKeyGuard },
      ...(config.rateLimit
        ? [{ provide: APP_GUARD, useExisting: RateLimitGuard }]
        : []),
      { provide: APP_GUARD, useExisting: JsonBodyGuard },
    ];
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        CommonModule,
        DatabaseModule,
        HealthModule,
        QueueModule.forRoot(config, { checkHandlers: true }),
        ...(await loadDomainModules()),
        ActorsApiModule,
        MetricsModule.forRoot(config),
        ...(config.rateLimit ? [RateLimitModule.forRoot(config)] : []),
        ...(config.dashboard ? [DashboardModule.forRoot(config)] : []),
        ...(WORKER_ROLES.includes(config.role)
          ? [WorkerRoleModule.forRoot(config)]
          : []),
      ],
      providers: guards,
    };
  }
}
