import { Global, Module } from '@nestjs/common';
import { Registry } from 'prom-client';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { createLogger } from './logging/logger.js';
import { LOGGER } from './logging/logger.port.js';
import { createMetricsRegistry } from './metrics/metrics-registry.js';

/**
 * What every process role needs, the admin CLI included: the logger, and the metrics registry
 * modules record into. The HTTP side (request ids, body parsing, validation, the error envelope)
 * is CommonModule's.
 */
@Global()
@Module({
  providers: [
    {
      provide: LOGGER,
      inject: [APP_CONFIG],
      useFactory: (c: AppConfig) => createLogger(c),
    },
    {
      provide: Registry,
      inject: [APP_CONFIG],
      useFactory: createMetricsRegistry,
    },
  ],
  exports: [LOGGER, Registry],
})
export class CoreModule {}
