import { Inject, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { AppError } from '../../common/errors/app-error.js';
import { WINDOW_MS } from './fixed-window.js';
import { OrgRateLimits } from './org-rate-limits.service.js';
import {
  RATE_LIMIT_STORAGE,
  type RateLimitStorage,
} from './rate-limit-storage.port.js';

/** Who a hit is counted for: the key ApiKeyGuard verified. */
export interface RateLimitedCaller {
  keyId: string;
  orgId: string;
}

/**
 * Counts one hit on the caller's key: a request (RateLimitGuard), or one more item of a batch
 * (each item of `POST /v1/actors/batch` after the first counts as a request). Sets the
 * RateLimit-* headers as of this hit; over the limit, sets Retry-After and returns the
 * `rate_limited` error to answer (null when the hit is allowed).
 */
@Injectable()
export class RateLimiter {
  constructor(
    private readonly limits: OrgRateLimits,
    @Inject(RATE_LIMIT_STORAGE) private readonly storage: RateLimitStorage,
  ) {}

  async hit(
    caller: RateLimitedCaller,
    res: Response,
  ): Promise<AppError | null> {
    const limit = await this.limits.perMinute(caller.orgId);
    const window = await this.storage.increment(caller.keyId, WINDOW_MS, limit);
    res.setHeader('RateLimit-Limit', limit);
    res.setHeader('RateLimit-Remaining', Math.max(0, limit - window.totalHits));
    res.setHeader('RateLimit-Reset', window.timeToExpire);
    if (!window.isBlocked) return null;
    res.setHeader('Retry-After', window.timeToBlockExpire);
    return new AppError(
      'rate_limited',
      `Rate limit of ${limit} requests per minute exceeded for this API key; retry in ${window.timeToBlockExpire} s (Retry-After)`,
    );
  }
}
