import { Injectable } from '@nestjs/common';
import { windowRecord } from './fixed-window.js';
import type {
  RateLimitStorage,
  WindowRecord,
} from './rate-limit-storage.port.js';

/** Past this many windows, closed ones are swept before a new one opens: memory follows active keys. */
const SWEEP_AT = 10_000;

/** Rate-limit counters of a single process (no REDIS_URL): one window per API key. */
@Injectable()
export class MemoryRateLimitStorage implements RateLimitStorage {
  private readonly windows = new Map<
    string,
    { hits: number; endsAt: number }
  >();

  increment(key: string, ttl: number, limit: number): Promise<WindowRecord> {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      if (this.windows.size >= SWEEP_AT) this.sweep(now);
      window = { hits: 0, endsAt: now + ttl };
      this.windows.set(key, window);
    }
    window.hits++;
    return Promise.resolve(
      windowRecord(window.hits, window.endsAt - now, limit),
    );
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows)
      if (window.endsAt <= now) this.windows.delete(key);
  }
}
