import {
  DynamicModule,
  Inject,
  MiddlewareConsumer,
  Module,
  NestModule,
} from '@nestjs/common';
import { Registry } from 'prom-client';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { httpMetricsMiddleware } from './http-metrics.middleware.js';
import { MetricsController } from './metrics.controller.js';
import { MetricsNotServedController } from './metrics-not-served.controller.js';
import { MetricsTokenGuard } from './metrics-token.guard.js';
import { MetricsServer } from './metrics.server.js';

/**
 * Serves the registry the other modules record into, where configuration allows (see
 * AppConfig.metrics.servedOn): on the API port behind METRICS_TOKEN, on METRICS_PORT, or nowhere —
 * in which case no request pays for HTTP metrics either.
 */
@Module({})
export class MetricsModule implements NestModule {
  constructor(
    private readonly registry: Registry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  static forRoot(config: AppConfig): DynamicModule {
    const { servedOn } = config.metrics;
    return {
      module: MetricsModule,
      controllers:
        servedOn === 'main'
          ? [MetricsController]
          : servedOn === 'off'
            ? [MetricsNotServedController]
            : [],
      providers: [
        MetricsTokenGuard,
        ...(servedOn === 'own-port' ? [MetricsServer] : []),
      ],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    if (this.config.metrics.servedOn === 'off') return;
    consumer.apply(httpMetricsMiddleware(this.registry)).forRoutes('{*path}');
  }
}
