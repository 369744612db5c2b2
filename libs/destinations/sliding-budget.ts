// A burst budget as the vendors count it: at most `limit` requests in any rolling window
// (HubSpot's TEN_SECONDLY_ROLLING). A fixed window would let twice the limit through at its edge.
// This is the in-memory log (the embedded default, and tests); the Redis one keeps the same log
// in a sorted set, shared by every worker (src/modules/destinations).
import type { BudgetSpec } from './destination.js';

/** Took one request's place (`waitMs` 0), or must wait this long for one. */
export interface BudgetAnswer {
  waitMs: number;
}

export interface RequestBudget {
  take(spec: BudgetSpec, now: number): Promise<BudgetAnswer>;
}

export class MemoryRequestBudget implements RequestBudget {
  private readonly logs = new Map<string, number[]>();

  take(spec: BudgetSpec, now: number): Promise<BudgetAnswer> {
    const since = now - spec.windowMs;
    const log = (this.logs.get(spec.key) ?? []).filter((at) => at > since);
    if (log.length < spec.limit) {
      log.push(now);
      this.logs.set(spec.key, log);
      return Promise.resolve({ waitMs: 0 });
    }
    this.logs.set(spec.key, log);
    // The oldest request in the window leaves it at log[0] + windowMs.
    return Promise.resolve({ waitMs: log[0]! + spec.windowMs - now + 1 });
  }
}
