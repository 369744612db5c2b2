import { Injectable } from '@nestjs/common';
import type { IcpProfile } from '../../../libs/icp/index.js';
import { IcpProfilesService } from './icp-profiles.service.js';
import { RescoringJobs } from './rescore.job.js';

/**
 * Setting an organization's ICP profile, from the dashboard or `icp:set` alike: the profile is
 * stored (a new version, its actors marked to await a score against it) and their rescoring is
 * queued at once rather than at the next pass, since someone may be watching.
 */
@Injectable()
export class SetIcpProfile {
  constructor(
    private readonly profiles: IcpProfilesService,
    private readonly rescoring: RescoringJobs,
  ) {}

  async run(
    organizationId: string,
    input: unknown,
  ): Promise<{ profile: IcpProfile; version: number; rescoring: number }> {
    const set = await this.profiles.set(organizationId, input);
    await this.rescoring.rescoreSoon(organizationId);
    return set;
  }
}
