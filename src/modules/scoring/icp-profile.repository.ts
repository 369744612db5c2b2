import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { IcpProfile } from '../../../libs/icp/index.js';
import {
  ColumnCodec,
  PreparedStatement,
} from '../../database/prepared-statements.js';
import { IcpProfileRecord } from './icp-profile.entity.js';

type Column = keyof IcpProfileRecord & string;

/** The icp_profiles table: one profile per organization, with its version. */
@Injectable()
export class IcpProfileRepository {
  private read: {
    codec: ColumnCodec<IcpProfileRecord, Column>;
    statement: PreparedStatement;
  } | null = null;

  constructor(
    @InjectRepository(IcpProfileRecord)
    private readonly profiles: Repository<IcpProfileRecord>,
  ) {}

  /** Read by every score (each research run plans one): prepared, not built each time. */
  async find(organizationId: string): Promise<IcpProfileRecord | null> {
    const { codec, statement } = (this.read ??= this.buildRead());
    const [row] = await statement.run(this.profiles.manager.connection, [
      organizationId,
    ]);
    return row
      ? Object.assign(new IcpProfileRecord(), codec.hydrate(row))
      : null;
  }

  private buildRead() {
    const metadata = this.profiles.metadata;
    const codec = new ColumnCodec<IcpProfileRecord, Column>(
      this.profiles.manager.connection,
      metadata,
      metadata.columns.map((c) => c.propertyName as Column),
    );
    return {
      codec,
      statement: new PreparedStatement(
        'icp_profiles_by_organization',
        `SELECT ${codec.list()} FROM "icp_profiles" WHERE "organizationId" = $1`,
      ),
    };
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
