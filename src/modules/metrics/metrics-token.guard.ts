import {
  CanActivate,
  ExecutionContext,
  Inject,
  Injectable,
} from '@nestjs/common';
import type { Request } from 'express';
import { AppError } from '../../common/errors/app-error.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { mayScrape, METRICS_UNAUTHORIZED } from './metrics-auth.js';

/** /metrics is outside /v1 and needs no API key, but it does need the metrics token. */
@Injectable()
export class MetricsTokenGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (!mayScrape(req.headers.authorization, this.config.metrics.token))
      throw new AppError('unauthorized', METRICS_UNAUTHORIZED);
    return true;
  }
}
