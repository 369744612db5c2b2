import {
  CanActivate,
  ExecutionContext,
  Inject,
  Injectable,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Response } from 'express';
import { AppError } from '../../common/errors/app-error.js';
import type { AuthenticatedRequest } from '../auth/api-key.guard.js';
import { IS_PUBLIC } from '../auth/public.decorator.js';
import { WINDOW_MS } from './fixed-window.js';
import { OrgRateLimits } from './org-rate-limits.js';
import {
  RATE_LIMIT_STORAGE,
  type RateLimitStorage,
} from './rate-limit.storage.js';

/**
 * Per-API-key rate limit. Every limited response carries the IETF draft headers
 * `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` (seconds); a refusal adds
 * `Retry-After` and is a 429 `rate_limited` envelope. (@nestjs/throttler's guard would send
 * `X-RateLimit-*`, count per route and answer its own 429 body, hence a guard of our own.) Keyed by the key ApiKeyGuard verified, so it must run after
 * it: AppModule lists the global guards in order. Public routes (health) are not limited.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: OrgRateLimits,
    @Inject(RATE_LIMIT_STORAGE) private readonly storage: RateLimitStorage,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) return true;
    const http = context.switchToHttp();
    const { auth } = http.getRequest<AuthenticatedRequest>();
    if (!auth)
      throw new Error('RateLimitGuard ran before ApiKeyGuard: check AppModule');
    const limit = await this.limits.perMinute(auth.orgId);
    const window = await this.storage.increment(auth.keyId, WINDOW_MS, limit);
    const res = http.getResponse<Response>();
    res.setHeader('RateLimit-Limit', limit);
    res.setHeader('RateLimit-Remaining', Math.max(0, limit - window.totalHits));
    res.setHeader('RateLimit-Reset', window.timeToExpire);
    if (!window.isBlocked) return true;
    res.setHeader('Retry-After', window.timeToBlockExpire);
    throw new AppError(
      'rate_limited',
      `Rate limit of ${limit} requests per minute exceeded for this API key; retry in ${window.timeToBlockExpire} s (Retry-After)`,
    );
  }
}
