import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Organization } from '../entities/organization.entity.js';

/** The organizations table. */
@Injectable()
export class OrganizationRepository {
  constructor(
    @InjectRepository(Organization)
    private readonly orgs: Repository<Organization>,
  ) {}

  save(org: Organization): Promise<Organization> {
    return this.orgs.save(this.orgs.create(org));
  }

  find(id: string): Promise<Organization | null> {
    return this.orgs.findOneBy({ id });
  }

  /** Every organization, oldest first. */
  list(): Promise<Organization[]> {
    return this.orgs.find({ order: { createdAt: 'ASC', id: 'ASC' } });
  }

  count(): Promise<number> {
    return this.orgs.count();
  }
}
