import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { QuotaUsageRepository } from './repositories/quota-usage.repository.js';

/** "2026-11": quotas count per UTC calendar month. */
export function quotaMonth(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** Monthly enrichment quotas, counted per UTC calendar month. */
@Injectable()
export class EnrichmentQuotaService {
  constructor(private readonly usage: QuotaUsageRepository) {}

  /**
   * Counts one enrichment for the organization if its quota allows; false when it is used up.
   * On `manager` when it must commit with another change (a re-admission under a raised quota).
   */
  admit(
    organizationId: string,
    at: Date,
    manager?: EntityManager,
  ): Promise<boolean> {
    return this.usage.increment(organizationId, quotaMonth(at), manager);
  }

  /** Enrichments admitted this month (for reporting and tests). */
  used(organizationId: string, at: Date): Promise<number> {
    return this.usage.used(organizationId, quotaMonth(at));
  }
}
