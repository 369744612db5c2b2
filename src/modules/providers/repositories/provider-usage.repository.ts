import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PreparedStatement } from '../../../database/prepared-statements.js';
import { ProviderUsage } from '../entities/provider-usage.entity.js';

export interface UsageDelta {
  calls: number;
  matches: number;
  spend: number;
}

// Read before and written after every provider call: prepared SQL, not the query builder.
const ADD = new PreparedStatement(
  'provider_usage_add',
  `INSERT INTO "provider_usage" ("organizationId", "provider", "month", "calls", "matches", "spend")
   VALUES ($1, $2, $3, $4, $5, $6)
   ON CONFLICT ("organizationId", "provider", "month") DO UPDATE SET
     "calls" = "provider_usage"."calls" + excluded."calls",
     "matches" = "provider_usage"."matches" + excluded."matches",
     "spend" = "provider_usage"."spend" + excluded."spend"`,
);
const MONTH = new PreparedStatement<{
  provider: string;
  calls: number | string;
  matches: number | string;
  spend: number | string;
}>(
  'provider_usage_month',
  `SELECT "provider", "calls", "matches", "spend" FROM "provider_usage" WHERE "organizationId" = $1 AND "month" = $2`,
);

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
    await ADD.run(this.usage.manager.connection, [
      organizationId,
      provider,
      month,
      Math.trunc(delta.calls),
      Math.trunc(delta.matches),
      Math.trunc(delta.spend),
    ]);
  }

  async month(
    organizationId: string,
    month: string,
  ): Promise<Map<string, ProviderUsage>> {
    const rows = await MONTH.run(this.usage.manager.connection, [
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
