import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ProviderKey } from '../entities/provider-key.entity.js';

/** The provider_keys table. */
@Injectable()
export class ProviderKeyRepository {
  constructor(
    @InjectRepository(ProviderKey)
    private readonly keys: Repository<ProviderKey>,
  ) {}

  /** The organization's keys in its order. */
  list(organizationId: string): Promise<ProviderKey[]> {
    return this.keys.find({
      where: { organizationId },
      order: { position: 'ASC' },
    });
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
