import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import {
  ColumnCodec,
  PreparedStatement,
} from '../../../database/prepared-statements.js';
import { ProviderKey } from '../entities/provider-key.entity.js';

const COLUMNS = [
  'organizationId',
  'provider',
  'position',
  'sealedKey',
  'minConfidence',
  'monthlyBudget',
  'mode',
  'status',
  'statusDetail',
  'pausedMonth',
  'createdAt',
  'updatedAt',
] as const;

// Every research run reads its organization's providers: prepared SQL, not the query builder.
const LIST = new PreparedStatement(
  'provider_keys_list',
  `SELECT ${COLUMNS.map((c) => `"${c}"`).join(', ')} FROM "provider_keys" WHERE "organizationId" = $1 ORDER BY "position"`,
);

/** The provider_keys table. */
@Injectable()
export class ProviderKeyRepository {
  private codec: ColumnCodec<ProviderKey, (typeof COLUMNS)[number]> | null =
    null;

  constructor(
    @InjectRepository(ProviderKey)
    private readonly keys: Repository<ProviderKey>,
  ) {}

  /** The organization's keys in its order. */
  async list(organizationId: string): Promise<ProviderKey[]> {
    const dataSource = this.keys.manager.connection;
    this.codec ??= new ColumnCodec(dataSource, this.keys.metadata, COLUMNS);
    const rows = await LIST.run(dataSource, [organizationId]);
    return rows.map((row) => this.codec!.hydrate(row));
  }

  find(organizationId: string, provider: string): Promise<ProviderKey | null> {
    return this.keys.findOneBy({ organizationId, provider });
  }

  save(key: ProviderKey): Promise<ProviderKey> {
    return this.keys.save(key);
  }

  /** true when there was one to remove. */
  async delete(organizationId: string, provider: string): Promise<boolean> {
    const result = await this.keys.delete({ organizationId, provider });
    return (result.affected ?? 0) > 0;
  }

  async setStatus(
    organizationId: string,
    provider: string,
    change: Pick<ProviderKey, 'status' | 'statusDetail' | 'pausedMonth'>,
  ): Promise<void> {
    await this.keys.update(
      { organizationId, provider },
      { ...change, updatedAt: new Date() },
    );
  }
}
