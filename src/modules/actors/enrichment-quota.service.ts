import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { transaction } from '../../database/transaction.js';
import type { Organization } from '../auth/entities/organization.entity.js';
import { isUuid, OrganizationsService } from '../auth/organizations.service.js';
import { ActorRepository } from './repositories/actor.repository.js';
import {
  QUOTA_SHARDS,
  QuotaUsageRepository,
  shardShare,
} from './repositories/quota-usage.repository.js';

/** "2026-11": quotas count per UTC calendar month. */
export function quotaMonth(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** The UTC calendar month `at` falls in, as [start, next month's start). */
export function monthBounds(at: Date): { from: Date; to: Date } {
  return {
    from: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1)),
    to: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1)),
  };
}

/**
 * Monthly enrichment quotas, counted per UTC calendar month. An organization without a quota
 * writes nothing per create (its month is counted from its actors when asked); one with a quota
 * counts in shards (QuotaUsageRepository), each admitting up to its share of the quota.
 */
@Injectable()
export class EnrichmentQuotaService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly usage: QuotaUsageRepository,
    private readonly actors: ActorRepository,
    private readonly orgs: OrganizationsService,
  ) {}

  /**
   * Counts one enrichment for the organization if its quota allows; false when it is used up.
   * On `manager` when it must commit with another change (a re-admission under a raised quota).
   * A random shard first; when it is full, the shards a read shows with room, each once. It
   * refuses only when every shard was full when tried, and counts never fall within a month, so
   * the month's count had reached the quota.
   */
  async admit(
    organizationId: string,
    at: Date,
    options: {
      manager?: EntityManager;
      /** the quota as a statement of this create read it (saves reading it again) */
      quota?: number | null;
    } = {},
  ): Promise<boolean> {
    const { manager } = options;
    const quota =
      options.quota !== undefined
        ? options.quota
        : await this.usage.quotaOf(organizationId, manager);
    if (quota === null) return true;
    if (!quota) return false;
    const month = quotaMonth(at);
    // A quota below the shard count leaves the last shards without capacity.
    const shards = Math.min(quota, QUOTA_SHARDS);
    const first = randomInt(shards);
    if (await this.usage.incrementShard(organizationId, month, first, manager))
      return true;
    const counts = await this.usage.shards(organizationId, month, manager);
    for (let shard = 0; shard < shards; shard++) {
      if (shard === first || counts[shard] >= shardShare(quota, shard))
        continue;
      if (
        await this.usage.incrementShard(organizationId, month, shard, manager)
      )
        return true;
    }
    return false;
  }

  /** Enrichments admitted this month (for reporting and tests). */
  async used(organizationId: string, at: Date): Promise<number> {
    const quota = await this.usage.quotaOf(organizationId);
    return quota === null
      ? this.countAdmitted(organizationId, at)
      : sum(await this.usage.shards(organizationId, quotaMonth(at)));
  }

  /**
   * Changes the organization's quota (and rate limit, if given) together with this month's
   * counts, in one transaction: the count is rebalanced over the shards, so a lowered quota is
   * never passed, and an organization getting a quota starts from what it admitted this month
   * without one. Creates already running when it commits count under the quota they began with.
   */
  setQuota(
    organizationId: string,
    changes: Partial<Pick<Organization, 'monthlyQuota' | 'rateLimitPerMinute'>>,
    now = new Date(),
  ): Promise<Organization> {
    return transaction(this.dataSource, async (tx) => {
      const before = isUuid(organizationId)
        ? await this.usage.lockQuota(organizationId, tx)
        : undefined;
      if (before === undefined)
        throw AppError.notFound(`No organization ${organizationId}`);
      const org = await this.orgs.update(organizationId, changes, tx);
      if (org.monthlyQuota !== null) {
        const month = quotaMonth(now);
        const total =
          before === null
            ? await this.countAdmitted(organizationId, now, tx)
            : sum(await this.usage.shards(organizationId, month, tx));
        await this.usage.rebalance(organizationId, month, total, tx);
      }
      return org;
    });
  }

  private countAdmitted(
    organizationId: string,
    at: Date,
    manager?: EntityManager,
  ): Promise<number> {
    const { from, to } = monthBounds(at);
    return this.actors.countAdmitted(organizationId, from, to, manager);
  }
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
