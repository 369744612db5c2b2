import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { Organization } from '../entities/organization.entity.js';

/** The organizations table. */
@Injectable()
export class OrganizationRepository {
  constructor(
    @InjectRepository(Organization)
    private readonly orgs: Repository<Organization>,
  ) {}

  /** On `manager` when it must commit with other changes. */
  save(org: Organization, manager?: EntityManager): Promise<Organization> {
    const orgs = manager?.getRepository(Organization) ?? this.orgs;
    return orgs.save(orgs.create(org));
  }

  find(id: string, manager?: EntityManager): Promise<Organization | null> {
    return (manager?.getRepository(Organization) ?? this.orgs).findOneBy({
      id,
    });
  }

  /** Every organization, oldest first. */
  list(): Promise<Organization[]> {
    return this.orgs.find({ order: { createdAt: 'ASC', id: 'ASC' } });
  }

  count(): Promise<number> {
    return this.orgs.count();
  }
}
