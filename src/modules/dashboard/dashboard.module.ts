import { Module } from '@nestjs/common';
import { ActorsModule } from '../actors/actors.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { MemoryRateLimitStorage } from '../rate-limit/memory-rate-limit.adapter.js';
import { RATE_LIMIT_STORAGE } from '../rate-limit/rate-limit-storage.port.js';
import { RedisRateLimitStorage } from '../rate-limit/redis-rate-limit.adapter.js';
import { DestinationsModule } from '../destinations/destinations.module.js';
import { ProvidersModule } from '../providers/providers.module.js';
import { ResearchRunsModule } from '../enrichment/runs/research-runs.module.js';
import { ScoringModule } from '../scoring/scoring.module.js';
import { UsersModule } from '../users/users.module.js';
import { WebhooksModule } from '../webhooks/webhooks.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { AssetsController } from './assets.controller.js';
import { DashboardAssets } from './dashboard-assets.service.js';
import { DashboardErrorFilter } from './http/dashboard-error.filter.js';
import { DashboardSessionGuard } from './http/session.guard.js';
import { ViewerContext } from './http/viewer.service.js';
import { ActorPageController } from './pages/actor/actor.controller.js';
import { IcpController } from './pages/icp/icp.controller.js';
import { KeysController } from './pages/keys/keys.controller.js';
import { ProvidersController } from './pages/providers/providers.controller.js';
import { SignInThrottle } from './pages/sign-in/sign-in-throttle.service.js';
import { DestinationsController } from './pages/destinations/destinations.controller.js';
import { SignInController } from './pages/sign-in/sign-in.controller.js';
import { SignupsController } from './pages/signups/signups.controller.js';
import { UsageController } from './pages/usage/usage.controller.js';
import { WebhooksController } from './pages/webhooks/webhooks.controller.js';

/**
 * The dashboard at /dashboard: server-rendered pages for the people of an organization (see
 * docs/dashboard.md). It owns no data: it shows and changes things through the services of the
 * modules that own them (actors, auth, scoring, webhooks, users).
 */
@Module({})
export class DashboardModule {
  static forRoot(config: AppConfig) {
    return {
      module: DashboardModule,
      imports: [
        AuthModule,
        ActorsModule,
        ScoringModule,
        ResearchRunsModule,
        WebhooksModule,
        UsersModule,
        ProvidersModule,
        DestinationsModule,
      ],
      controllers: [
        SignInController,
        SignupsController,
        ActorPageController,
        KeysController,
        IcpController,
        WebhooksController,
        ProvidersController,
        DestinationsController,
        UsageController,
        AssetsController,
      ],
      providers: [
        DashboardAssets,
        ViewerContext,
        DashboardSessionGuard,
        DashboardErrorFilter,
        SignInThrottle,
        // Sign-in attempts are counted where API requests are: shared in Redis when there is one.
        {
          provide: RATE_LIMIT_STORAGE,
          useClass: config.redisUrl
            ? RedisRateLimitStorage
            : MemoryRateLimitStorage,
        },
      ],
    };
  }
}
