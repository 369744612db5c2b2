import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { IcpProfile } from '../../../libs/icp/index.js';
import { IcpProfileRecord } from './icp-profile.entity.js';

/** The icp_profiles table: one profile per organization, with its version. */
@Injectable()
export class IcpProfileRepository {
  constructor(
    @InjectRepository(IcpProfileRecord)
    private readonly profiles: Repository<IcpProfileRecord>,
  ) {}

  find(organizationId: string): Promise<IcpProfileRecord | null> {
    return this.profiles.findOneBy({ organizationId });
  }

  async save(
    organizationId: string,
    profile: IcpProfile,
    version: number,
  ): Promise<void> {
    await this.profiles.save({
      organizationId,
      profile,
      version,
      rescoringActors: null,
    });
  }

  /** Records how many actors version `version`'s change set to be rescored (if still current). */
  async countRescoring(
    organizationId: string,
    version: number,
    actors: number,
  ): Promise<void> {
    await this.profiles.update(
      { organizationId, version },
      { rescoringActors: actors },
    );
  }

  async delete(organizationId: string): Promise<void> {
    await this.profiles.delete({ organizationId });
  }
}
