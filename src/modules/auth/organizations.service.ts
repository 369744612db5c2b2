import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import type { Organization } from './entities/organization.entity.js';
import { OrganizationRepository } from './repositories/organization.repository.js';

@Injectable()
export class OrganizationsService {
  constructor(private readonly orgs: OrganizationRepository) {}

  async create(
    name: string,
    monthlyQuota: number | null,
  ): Promise<Organization> {
    return this.orgs.save({
      id: randomUUID(),
      name,
      monthlyQuota,
      rateLimitPerMinute: null,
      // From here, not the column default, to keep milliseconds on SQLite too: org:list orders by it.
      createdAt: new Date(),
    });
  }

  async get(id: string): Promise<Organization> {
    const org = isUuid(id) ? await this.orgs.find(id) : null;
    if (!org) throw AppError.notFound(`No organization ${id}`);
    return org;
  }

  /**
   * Changes only the settings given; `null` means unlimited quota / the default rate limit.
   * A quota change of a live organization goes through EnrichmentQuotaService.setQuota, which
   * calls this with its transaction's `manager` and adjusts the month's counts with it.
   */
  async update(
    id: string,
    changes: Partial<Pick<Organization, 'monthlyQuota' | 'rateLimitPerMinute'>>,
    manager?: EntityManager,
  ): Promise<Organization> {
    const org = isUuid(id) ? await this.orgs.find(id, manager) : null;
    if (!org) throw AppError.notFound(`No organization ${id}`);
    Object.assign(org, changes);
    return this.orgs.save(org, manager);
  }

  /** Every organization, oldest first. */
  list(): Promise<Organization[]> {
    return this.orgs.list();
  }

  count(): Promise<number> {
    return this.orgs.count();
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else can't exist, and PostgreSQL would reject it as a uuid. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
