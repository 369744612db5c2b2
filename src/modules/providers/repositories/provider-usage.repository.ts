import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ProviderUsage } from '../entities/provider-usage.entity.js';

export interface UsageDelta {
  calls: number;
  matches: number;
  spend: number;
}

/** The provider_usage table: one row per organization, provider and month. */
@Injectable()
export class ProviderUsageRepository {
  constructor(
    @InjectRepository(ProviderUsage)
    private readonly usage: Repository<ProviderUsage>,
  ) {}

  /** Adds to the month's counts; concurrent runs add, never overwrite. */
  async add(
    organizationId: string,
    provider: string,
    month: string,
    delta: UsageDelta,
  ): Promise<void> {
    const key = { organizationId, provider, month };
    await this.usage
      .createQueryBuilder()
      .insert()
      .into(ProviderUsage)
      .values({ ...key, calls: 0, matches: 0, spend: 0 })
      .orIgnore()
      .execute();
    await this.usage
      .createQueryBuilder()
      .update(ProviderUsage)
      .set({
        calls: () => `"calls" + ${Math.trunc(delta.calls)}`,
        matches: () => `"matches" + ${Math.trunc(delta.matches)}`,
        spend: () => `"spend" + ${Math.trunc(delta.spend)}`,
      })
      .where(key)
      .execute();
  }

  async month(
    organizationId: string,
    month: string,
  ): Promise<Map<string, ProviderUsage>> {
    const rows = await this.usage.findBy({ organizationId, month });
    return new Map(rows.map((r) => [r.provider, r]));
  }
}
