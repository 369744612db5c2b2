import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { LOGGER } from '../common/logging/logger.port.js';
import type { Logger } from 'pino';
import { dataSourceOptions, migrate, withDialectTypes } from './data-source.js';
import { withGatedTransactions } from './transaction.js';

/** The TypeORM connection, migrated on start unless MIGRATIONS_RUN=false. */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG, LOGGER],
      useFactory: (config: AppConfig, logger: Logger) => {
        logger.debug(
          { database: config.database.dialect },
          'opening the database',
        );
        return {
          ...dataSourceOptions(config.database),
          // Start fast and fail loudly: no silent retry loop hiding a wrong DATABASE_URL.
          retryAttempts: 0,
          migrationsRun: config.database.migrationsRun,
        };
      },
      dataSourceFactory: async (options) => {
        const dataSource = withGatedTransactions(
          withDialectTypes(
            new DataSource({ ...options!, migrationsRun: false }),
          ),
        );
        await dataSource.initialize();
        if (options!.migrationsRun) await migrate(dataSource);
        return dataSource;
      },
    }),
  ],
})
export class DatabaseModule {}
