import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ProviderUsage } from '../entities/provider-usage.entity.js';
import {
  ADD_USAGE,
  MONTH_USAGE,
  RESERVE_USAGE,
} from './provider-statements.js';

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

  /** Adds to the month's counts; concurrent runs add, never overwrite. One statement. */
  async add(
    organizationId: string,
    provider: string,
    month: string,
    delta: UsageDelta,
  ): Promise<void> {
    await ADD_USAGE.run(this.usage.manager.connection, [
      organizationId,
      provider,
      month,
      Math.trunc(delta.calls),
      Math.trunc(delta.matches),
      Math.trunc(delta.spend),
    ]);
  }

  /** Takes `units` of the month's `budget`; false when they do not fit (the budget is spent). */
  async reserve(
    organizationId: string,
    provider: string,
    month: string,
    units: number,
    budget: number,
  ): Promise<boolean> {
    const rows = await RESERVE_USAGE.run(this.usage.manager.connection, [
      organizationId,
      provider,
      month,
      Math.trunc(units),
      Math.trunc(budget),
    ]);
    return rows.length === 1;
  }

  async month(
    organizationId: string,
    month: string,
  ): Promise<Map<string, ProviderUsage>> {
    const rows = await MONTH_USAGE.run(this.usage.manager.connection, [
      organizationId,
      month,
    ]);
    return new Map(
      rows.map((r) => [
        r.provider,
        {
          organizationId,
          month,
          provider: r.provider,
          calls: Number(r.calls),
          matches: Number(r.matches),
          spend: Number(r.spend),
        },
      ]),
    );
  }
}
