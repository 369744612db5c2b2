import {
  Global,
  MiddlewareConsumer,
  Module,
  NestModule,
  Inject,
} from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import type { Logger } from 'pino';
import { CoreModule } from './core.module.js';
import { AllExceptionsFilter } from './http/all-exceptions.filter.js';
import { JsonBodyGuard } from './http/json-body.guard.js';
import { requestMiddleware } from './http/request.middleware.js';
import { createValidationPipe } from './http/validation.pipe.js';
import { Draining } from './http/draining.service.js';
import { LOGGER } from './logging/logger.port.js';
import { ShutdownReport } from './shutdown-report.service.js';

/**
 * The HTTP side of every request: request ids, the access log, body parsing, validation and the
 * error envelope; with CoreModule (the logger, the metrics registry).
 */
@Global()
@Module({
  imports: [CoreModule],
  providers: [
    Draining,
    ShutdownReport,
    { provide: APP_FILTER, useClass: AllExceptionsFilter },
    JsonBodyGuard,
    { provide: APP_PIPE, useFactory: createValidationPipe },
  ],
  exports: [CoreModule, JsonBodyGuard, ShutdownReport],
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
