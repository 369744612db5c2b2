import { DynamicModule, Module } from '@nestjs/common';
import { CommonModule } from '../common/common.module.js';
import type { AppConfig } from '../config/app-config.js';
import { ConfigModule } from '../config/config.module.js';
import { DatabaseModule } from '../database/database.module.js';
import { AuthModule } from '../modules/auth/auth.module.js';
import { ScoringModule } from '../modules/scoring/scoring.module.js';

/** The admin CLI runs on the same modules and configuration as the service, without HTTP. */
@Module({})
export class CliModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: CliModule,
      imports: [
        ConfigModule.forRoot(config),
        CommonModule,
        DatabaseModule,
        AuthModule,
        ScoringModule,
      ],
    };
  }
}
