export interface VerifiedKey {
  keyId: string;
  /** the key's name, for log lines (never the key) */
  keyName: string | null;
  orgId: string;
  expiresAt: Date | null;
}

const MAX_ENTRIES = 10_000;

/**
 * Keys verified within the last `ttlMs`, by secret hash. The TTL is the longest a revoked key can
 * still be accepted by this process; the size cap keeps memory bounded.
 */
export class VerifiedKeyCache {
  private readonly entries = new Map<
    string,
    { key: VerifiedKey; at: number }
  >();

  constructor(private readonly ttlMs: number) {}

  get(hash: string): VerifiedKey | undefined {
    const hit = this.entries.get(hash);
    if (!hit) return undefined;
    if (Date.now() - hit.at >= this.ttlMs) {
      this.entries.delete(hash);
      return undefined;
    }
    return hit.key;
  }

  /** Drops a key (by id) at once: a revocation in this process needs no TTL to take effect. */
  forgetKey(keyId: string): void {
    for (const [hash, entry] of this.entries)
      if (entry.key.keyId === keyId) this.entries.delete(hash);
  }

  set(hash: string, key: VerifiedKey): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(hash, { key, at: Date.now() });
  }
}
