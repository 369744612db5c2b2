import { Injectable } from '@nestjs/common';
import {
  DEFAULT_SCORE_BANDS,
  parseIcpProfile,
  type IcpProfile,
  type ScoreBandThresholds,
} from '../../../libs/icp/index.js';
import { AppError } from '../../common/errors/app-error.js';
import { ScoreStateService } from './score-state.service.js';
import { OrganizationsService } from '../auth/organizations.service.js';
import type { IcpProfileRecord } from './icp-profile.entity.js';
import { IcpProfileRepository } from './icp-profile.repository.js';

/**
 * Owns each organization's ICP profile. Setting or clearing one only marks the organization's
 * actors; the scores themselves are recomputed by workers, in batches, through the queue.
 */
@Injectable()
export class IcpProfilesService {
  constructor(
    private readonly profiles: IcpProfileRepository,
    private readonly orgs: OrganizationsService,
    private readonly scores: ScoreStateService,
  ) {}

  async set(
    organizationId: string,
    input: unknown,
  ): Promise<{ profile: IcpProfile; version: number; rescoring: number }> {
    const org = await this.orgs.get(organizationId);
    const parsed = parseIcpProfile(input);
    if (!parsed.ok)
      throw AppError.unprocessable(
        `invalid ICP profile:\n  ${parsed.errors.join('\n  ')}`,
      );
    const current = await this.profiles.find(org.id);
    const version = (current?.version ?? 0) + 1;
    await this.profiles.save(org.id, parsed.profile, version);
    // How many actors await their new score: each keeps its current one, marked stale, meanwhile.
    const rescoring = await this.scores.markOrganizationForRescoring(
      org.id,
      version,
    );
    await this.profiles.countRescoring(org.id, version, rescoring);
    return { profile: parsed.profile, version, rescoring };
  }

  async get(organizationId: string): Promise<IcpProfileRecord | null> {
    return this.profiles.find(organizationId);
  }

  /** Where the organization's hot and warm scores start: its profile's, else the defaults. */
  async bands(organizationId: string): Promise<ScoreBandThresholds> {
    const record = await this.get(organizationId);
    return record?.profile.bands ?? DEFAULT_SCORE_BANDS;
  }

  async show(organizationId: string): Promise<IcpProfile> {
    const org = await this.orgs.get(organizationId);
    const record = await this.get(org.id);
    if (!record)
      throw AppError.notFound(`organization ${org.id} has no ICP profile`);
    return record.profile;
  }

  async clear(organizationId: string): Promise<void> {
    const org = await this.orgs.get(organizationId);
    await this.profiles.delete(org.id);
    await this.scores.clearOrganizationScores(org.id);
  }
}
