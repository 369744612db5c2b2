import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Response } from 'express';
import type { AuthenticatedRequest } from '../auth/api-key.guard.js';
import { IS_PUBLIC } from '../auth/public.decorator.js';
import { RateLimiter } from './rate-limiter.service.js';

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
    private readonly limiter: RateLimiter,
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
    const refused = await this.limiter.hit(auth, http.getResponse<Response>());
    if (refused) throw refused;
    return true;
  }
}
