import { Entity, JoinColumn, OneToOne } from 'typeorm';
import {
  Integer,
  Json,
  NullableInteger,
  PrimaryUuid,
  UpdatedAt,
} from '../../database/columns.js';
import type { IcpProfile } from '../../../libs/icp/index.js';
import { Organization } from '../auth/entities/organization.entity.js';

/** An organization's one ICP profile. `version` bumps on every change, so stale scores are known. */
@Entity('icp_profiles')
export class IcpProfileRecord {
  @PrimaryUuid()
  organizationId!: string;

  @OneToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organizationId' })
  organization?: Organization;

  @Json()
  profile!: IcpProfile;

  @Integer()
  version!: number;

  /** How many actors this version's change set to be rescored (null until counted). */
  @NullableInteger()
  rescoringActors!: number | null;

  @UpdatedAt()
  updatedAt!: Date;
}
