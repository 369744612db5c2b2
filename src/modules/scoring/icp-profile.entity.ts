import {
  Column,
  Entity,
  JoinColumn,
  OneToOne,
  PrimaryColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { IcpProfile } from '../../../libs/icp/index.js';
import { Organization } from '../auth/entities/organization.entity.js';

/** An organization's one ICP profile. `version` bumps on every change, so stale scores are known. */
@Entity('icp_profiles')
export class IcpProfileRecord {
  @PrimaryColumn({ type: 'uuid' })
  organizationId!: string;

  @OneToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organizationId' })
  organization?: Organization;

  @Column({ type: 'json' })
  profile!: IcpProfile;

  @Column({ type: 'integer' })
  version!: number;

  /** How many actors this version's change set to be rescored (null until counted). */
  @Column({ type: 'integer', nullable: true })
  rescoringActors!: number | null;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt!: Date;
}
