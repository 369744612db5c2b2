import {
  CanActivate,
  ExecutionContext,
  Inject,
  Injectable,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { AppError } from '../errors/app-error.js';
import { hasMalformedPath } from './malformed-path.js';
import { readJsonBody } from './read-json-body.js';
import { RouteFlag } from './route-flag.js';
import { SKIP_JSON_BODY } from './skip-json-body.decorator.js';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Refuses a malformed path and parses JSON bodies after authentication and the rate limit (AppModule lists it as the last
 * global guard), so a caller without a valid key gets 401 and costs us no body parsing, and every
 * route inherits the limits. A guard rather than an interceptor: with no interceptor at all, Nest
 * answers each request without an rxjs pipeline, which was a measurable share of a request's CPU
 * (bench/README.md, "HTTP"). Routes that read their own body opt out with @SkipJsonBody().
 */
@Injectable()
export class JsonBodyGuard implements CanActivate {
  private readonly skipped: RouteFlag;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    reflector: Reflector,
  ) {
    this.skipped = new RouteFlag(reflector, SKIP_JSON_BODY);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    // The request's own shape is refused here too, after authentication (escapeMalformedPath).
    if (hasMalformedPath(req))
      throw AppError.badRequest(
        'The path is not valid percent-encoding (a % must be followed by two hex digits of UTF-8)',
      );
    if (!METHODS_WITH_BODY.has(req.method) || this.skipped.of(context))
      return true;
    req.body = await readJsonBody(req, this.config.http);
    return true;
  }
}
