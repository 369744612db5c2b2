import { Controller, Get, Inject } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { AppError } from '../../common/errors/app-error.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { Public } from '../auth/public.decorator.js';

/**
 * /metrics on the API port when nothing serves it there: the same 404 as any unknown route, with
 * a message that tells an operator what to set. Registered only when metrics are off; a
 * deployment that serves them on METRICS_PORT answers the plain 404 (its scrapers know where).
 */
@ApiExcludeController()
@Public()
@Controller('metrics')
export class MetricsNotServedController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  notServed(): never {
    throw new AppError(
      'not_found',
      !this.config.metrics.enabled
        ? 'Metrics are turned off (METRICS_ENABLED=false).'
        : 'Metrics are not served: set METRICS_TOKEN (16+ characters) to serve /metrics on this port to scrapers that send it as a bearer token, or METRICS_PORT to serve it on a port of its own (docs/operations.md, "Metrics").',
    );
  }
}
