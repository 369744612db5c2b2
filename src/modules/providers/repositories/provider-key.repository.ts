import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ProviderKey } from '../entities/provider-key.entity.js';
import { LIST_KEYS, ProviderCodecs } from './provider-statements.js';

/** The provider_keys table. */
@Injectable()
export class ProviderKeyRepository {
  private readonly codecs = new ProviderCodecs();

  constructor(
    @InjectRepository(ProviderKey)
    private readonly keys: Repository<ProviderKey>,
  ) {}

  /** The organization's keys in its order. */
  async list(organizationId: string): Promise<ProviderKey[]> {
    const rows = await LIST_KEYS.run(this.keys.manager.connection, [
      organizationId,
    ]);
    const codec = this.codecs.key(this.keys);
    return rows.map((row) => codec.hydrate(row));
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
