import {
  CallHandler,
  ExecutionContext,
  Inject,
  Injectable,
  NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { from, switchMap, type Observable } from 'rxjs';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { readJsonBody } from './read-json-body.js';
import { SKIP_JSON_BODY } from './skip-json-body.decorator.js';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Parses JSON bodies after the auth guard has run (interceptors follow guards), so a caller
 * without a valid key gets 401 and costs us no body parsing, and every route inherits the limits.
 */
@Injectable()
export class JsonBodyInterceptor implements NestInterceptor {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request>();
    if (!METHODS_WITH_BODY.has(req.method)) return next.handle();
    if (
      this.reflector.getAllAndOverride<boolean>(SKIP_JSON_BODY, [
        context.getHandler(),
        context.getClass(),
      ])
    )
      return next.handle();
    return from(readJsonBody(req, this.config.http)).pipe(
      switchMap((body) => {
        req.body = body;
        return next.handle();
      }),
    );
  }
}
