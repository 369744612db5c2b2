import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { OrganizationsService } from '../auth/organizations.service.js';

/** A changed limit (org:update --rate-limit) takes effect within this long. */
const CACHE_MS = 10_000;
const MAX_ENTRIES = 10_000;

/**
 * Each organization's requests-per-minute: its own `rateLimitPerMinute`, or RATE_LIMIT_PER_MINUTE.
 * Cached briefly so the request path does not read the organization every time.
 */
@Injectable()
export class OrgRateLimits {
  private readonly cache = new Map<string, { perMinute: number; at: number }>();

  constructor(
    private readonly orgs: OrganizationsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async perMinute(orgId: string): Promise<number> {
    const now = Date.now();
    const hit = this.cache.get(orgId);
    if (hit && now - hit.at < CACHE_MS) return hit.perMinute;
    const org = await this.orgs.get(orgId);
    const perMinute =
      org.rateLimitPerMinute ?? this.config.rateLimit!.perMinute;
    this.cache.delete(orgId);
    if (this.cache.size >= MAX_ENTRIES) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(orgId, { perMinute, at: now });
    return perMinute;
  }
}
