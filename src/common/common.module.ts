import {
  Global,
  MiddlewareConsumer,
  Module,
  NestModule,
  Inject,
} from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import type { Logger } from 'pino';
import { Registry } from 'prom-client';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { AllExceptionsFilter } from './http/all-exceptions.filter.js';
import { JsonBodyGuard } from './http/json-body.guard.js';
import { requestMiddleware } from './http/request.middleware.js';
import { createValidationPipe } from './http/validation.pipe.js';
import { Draining } from './http/draining.js';
import { createLogger } from './logging/logger.js';
import { createMetricsRegistry } from './metrics/metrics-registry.js';
import { LOGGER } from './logging/logger.token.js';
import { ShutdownReport } from './shutdown-report.js';

/**
 * Cross-cutting behaviour: request ids, logging, body parsing, validation, the error envelope, and
 * the metrics registry modules record into.
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
    Draining,
    ShutdownReport,
    { provide: APP_FILTER, useClass: AllExceptionsFilter },
    JsonBodyGuard,
    { provide: APP_PIPE, useFactory: createValidationPipe },
  ],
  exports: [LOGGER, Registry, JsonBodyGuard, ShutdownReport],
})
export class CommonModule implements NestModule {
  constructor(
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly draining: Draining,
  ) {}

  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(requestMiddleware(this.logger, this.draining))
      .forRoutes('{*path}');
  }
}
