// A reading that is costly to take (a GROUP BY over every actor, the oldest undelivered event)
// and asked for often (each Prometheus replica's scrape, a dashboard refresh): taken at most once
// per `maxAgeMs`. Concurrent callers share the reading in flight as well as its result; a failed
// reading is not kept, so the next caller asks again.
export class RecentReading<T> {
  private last: { at: number; value: Promise<T> } | null = null;

  constructor(
    private readonly maxAgeMs: number,
    private readonly read: () => Promise<T>,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<T> {
    const now = this.now();
    if (!this.last || now - this.last.at >= this.maxAgeMs) {
      const value = this.read();
      value.catch(() => {
        if (this.last?.value === value) this.last = null;
      });
      this.last = { at: now, value };
    }
    return this.last.value;
  }
}
