import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  RATE_LIMIT_STORAGE,
  type RateLimitStorage,
} from '../../../rate-limit/rate-limit-storage.port.js';

/** Attempts allowed in one window: per account, and per client address (many accounts). */
export const SIGN_IN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  perAccount: 10,
  perAddress: 50,
} as const;

/**
 * Counts sign-in attempts in fixed windows with the rate limiter's storage (Redis when
 * configured, shared by every API process; in memory otherwise): per account, so one password
 * cannot be guessed at quickly from many addresses, and per address, so one client cannot try
 * many accounts. Every attempt counts, right or wrong. Emails are hashed in the counter's key.
 */
@Injectable()
export class SignInThrottle {
  constructor(
    @Inject(RATE_LIMIT_STORAGE) private readonly counters: RateLimitStorage,
  ) {}

  /** Counts one attempt; null when it may go ahead, else the seconds until it may be tried again. */
  async attempt(email: string, address: string): Promise<number | null> {
    const account = createHash('sha256')
      .update(email.toLowerCase())
      .digest('hex');
    const [byAccount, byAddress] = await Promise.all([
      this.counters.increment(
        `signin:account:${account}`,
        SIGN_IN_LIMITS.windowMs,
        SIGN_IN_LIMITS.perAccount,
      ),
      this.counters.increment(
        `signin:address:${address}`,
        SIGN_IN_LIMITS.windowMs,
        SIGN_IN_LIMITS.perAddress,
      ),
    ]);
    const blocked = [byAccount, byAddress].filter((w) => w.isBlocked);
    return blocked.length
      ? Math.max(...blocked.map((w) => w.timeToBlockExpire))
      : null;
  }
}
