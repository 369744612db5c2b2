import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { AppError } from '../../common/errors/app-error.js';
import { RouteFlag } from '../../common/http/route-flag.js';
import { ApiKeysService } from './api-keys.service.js';
import { IS_PUBLIC } from './public.decorator.js';
import type { VerifiedKey } from './verified-key-cache.js';

export type AuthenticatedRequest = Request & { auth: VerifiedKey };

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** Global guard: every route needs a valid bearer key unless marked @Public(). */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(
    reflector: Reflector,
    private readonly keys: ApiKeysService,
  ) {
    this.isPublic = new RouteFlag(reflector, IS_PUBLIC);
  }

  private readonly isPublic: RouteFlag;

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.isPublic.of(context)) return true;
    const req = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const presented = BEARER.exec(req.headers.authorization ?? '')?.[1];
    const verified = presented ? await this.keys.verify(presented) : null;
    if (!verified) throw AppError.unauthorized();
    req.auth = verified;
    return true;
  }
}
