import {
  Inject,
  Injectable,
  OnApplicationShutdown,
  OnModuleInit,
} from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logging/logger.port.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { windowRecord } from './fixed-window.js';
import type {
  RateLimitStorage,
  WindowRecord,
} from './rate-limit-storage.port.js';

/**
 * One hit, atomically: count it, open the window on the first hit, and say how long it has left.
 * The PTTL < 0 branch repairs a counter that somehow lost its expiry instead of blocking forever.
 */
const HIT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {hits, ttl}
`;

/** A slow or absent Redis must not hold requests: past this, the request is let through. */
const COMMAND_TIMEOUT_MS = 500;
const WARN_EVERY_MS = 30_000;

type RateLimitRedis = Redis & {
  rateLimitHit(key: string, windowMs: number): Promise<[number, number]>;
};

/**
 * Rate-limit counters in Redis (REDIS_URL set), shared by every API process. Fails open: when
 * Redis is unreachable requests are not limited (a warning is logged at most every 30 s), because
 * an outage of the limiter must not stop signups.
 */
@Injectable()
export class RedisRateLimitStorage
  implements RateLimitStorage, OnModuleInit, OnApplicationShutdown
{
  // Made when the module starts: ioredis is loaded only by a process that limits in Redis, so the
  // embedded default, which has no Redis, does not carry it.
  private redis!: RateLimitRedis;
  private readonly prefix: string;
  private lastWarnedAt = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.prefix = `${config.queue.prefix}:ratelimit:`;
  }

  /** Connect before serving, so the first requests are counted too; a Redis that is down only warns. */
  async onModuleInit(): Promise<void> {
    const { Redis } = await import('ioredis');
    this.redis = new Redis(this.config.redisUrl!, {
      lazyConnect: true,
      // Fail at once while disconnected instead of queueing requests behind a reconnect.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: COMMAND_TIMEOUT_MS,
    }) as RateLimitRedis;
    this.redis.defineCommand('rateLimitHit', {
      numberOfKeys: 1,
      lua: HIT_SCRIPT,
    });
    this.redis.on('error', (err: Error) => this.warn(err));
    await this.redis.connect().catch((err: Error) => this.warn(err));
  }

  onApplicationShutdown(): void {
    this.redis?.disconnect();
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
  ): Promise<WindowRecord> {
    try {
      const [hits, msLeft] = await this.redis.rateLimitHit(
        this.prefix + key,
        ttl,
      );
      return windowRecord(hits, msLeft, limit);
    } catch (err) {
      this.warn(err as Error);
      return windowRecord(0, ttl, limit);
    }
  }

  private warn(err: Error): void {
    const now = Date.now();
    if (now - this.lastWarnedAt < WARN_EVERY_MS) return;
    this.lastWarnedAt = now;
    this.logger.warn(
      { error: err.message },
      'rate-limit storage unavailable; requests are not limited meanwhile',
    );
  }
}
