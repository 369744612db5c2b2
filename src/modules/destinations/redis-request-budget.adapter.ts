import {
  Inject,
  Injectable,
  OnApplicationShutdown,
  OnModuleInit,
} from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type {
  BudgetAnswer,
  BudgetSpec,
  RequestBudget,
} from '../../../libs/destinations/index.js';
import { LOGGER } from '../../common/logging/logger.port.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';

/**
 * One request's place in a rolling window, atomically, on Redis's own clock (the workers' clocks
 * may differ): drop what left the window, count, and either log this request or say when the
 * oldest one leaves.
 */
const TAKE_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window = tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) < limit then
  redis.call('ZADD', KEYS[1], now, ARGV[3])
  redis.call('PEXPIRE', KEYS[1], window)
  return 0
end
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return tonumber(oldest[2]) + window - now + 1
`;

const COMMAND_TIMEOUT_MS = 1000;

type BudgetRedis = Redis & {
  destinationBudgetTake(
    key: string,
    windowMs: number,
    limit: number,
    member: string,
  ): Promise<number>;
};

/**
 * The request budget in Redis (REDIS_URL set): one sliding log per vendor account, shared by
 * every worker. A Redis that does not answer lets the request go (the vendor's own 429 is still
 * honoured): an outage of the budget must not stop syncing.
 */
@Injectable()
export class RedisRequestBudget
  implements RequestBudget, OnModuleInit, OnApplicationShutdown
{
  private redis!: BudgetRedis;
  private readonly prefix: string;
  private lastWarnedAt = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.prefix = `${config.queue.prefix}:destination-budget:`;
  }

  async onModuleInit(): Promise<void> {
    const { Redis } = await import('ioredis');
    this.redis = new Redis(this.config.redisUrl!, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: COMMAND_TIMEOUT_MS,
    }) as BudgetRedis;
    this.redis.defineCommand('destinationBudgetTake', {
      numberOfKeys: 1,
      lua: TAKE_SCRIPT,
    });
    this.redis.on('error', (err: Error) => this.warn(err));
    await this.redis.connect().catch((err: Error) => this.warn(err));
  }

  onApplicationShutdown(): void {
    this.redis?.disconnect();
  }

  async take(spec: BudgetSpec): Promise<BudgetAnswer> {
    try {
      const waitMs = await this.redis.destinationBudgetTake(
        this.prefix + spec.key,
        spec.windowMs,
        spec.limit,
        randomUUID(),
      );
      return { waitMs: Number(waitMs) };
    } catch (err) {
      this.warn(err as Error);
      return { waitMs: 0 };
    }
  }

  private warn(err: Error): void {
    if (Date.now() - this.lastWarnedAt < 30_000) return;
    this.lastWarnedAt = Date.now();
    this.logger.warn(
      { error: err.message },
      'destination request budget: Redis unavailable; requests go unbudgeted (429s are still honoured)',
    );
  }
}
