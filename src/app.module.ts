import { DynamicModule, Module } from '@nestjs/common';
import { CommonModule } from './common/common.module.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { ActorsModule } from './modules/actors/actors.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { EnrichmentModule } from './modules/enrichment/enrichment.module.js';
import { HealthModule } from './modules/health/health.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        CommonModule,
        DatabaseModule,
        HealthModule,
        AuthModule,
        ActorsModule,
        EnrichmentModule.forRoot(config),
      ],
    };
  }
}
