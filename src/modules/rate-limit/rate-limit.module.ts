import { DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { AuthModule } from '../auth/auth.module.js';
import { MemoryRateLimitStorage } from './memory-rate-limit.adapter.js';
import { OrgRateLimits } from './org-rate-limits.service.js';
import { RateLimitGuard } from './rate-limit.guard.js';
import { RateLimiter } from './rate-limiter.service.js';
import { RATE_LIMIT_STORAGE } from './rate-limit-storage.port.js';
import { RedisRateLimitStorage } from './redis-rate-limit.adapter.js';

/**
 * Per-API-key rate limiting, imported only when it is enabled (AppConfig.rateLimit). Counters live
 * in Redis when REDIS_URL is set (shared by every API process), otherwise in this process.
 */
@Module({})
export class RateLimitModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: RateLimitModule,
      // RateLimiter is also what a batch counts its items with, from the actors API's module.
      global: true,
      imports: [AuthModule],
      providers: [
        OrgRateLimits,
        {
          provide: RATE_LIMIT_STORAGE,
          useClass: config.redisUrl
            ? RedisRateLimitStorage
            : MemoryRateLimitStorage,
        },
        RateLimiter,
        RateLimitGuard,
      ],
      exports: [RateLimitGuard, RateLimiter],
    };
  }
}
