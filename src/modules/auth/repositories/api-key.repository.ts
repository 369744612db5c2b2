import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import { ApiKey } from '../entities/api-key.entity.js';

/** The api_keys table: keys are found by the hash of their secret, never by the secret. */
@Injectable()
export class ApiKeyRepository {
  constructor(
    @InjectRepository(ApiKey) private readonly keys: Repository<ApiKey>,
  ) {}

  insert(
    key: Pick<
      ApiKey,
      'id' | 'organizationId' | 'secretHash' | 'expiresAt' | 'name'
    >,
  ) {
    return this.keys.save(this.keys.create(key));
  }

  /** One key; with `organizationId`, only that organization's. */
  find(id: string, organizationId?: string): Promise<ApiKey | null> {
    return this.keys.findOneBy({
      id,
      ...(organizationId !== undefined && { organizationId }),
    });
  }

  findByHash(secretHash: string): Promise<ApiKey | null> {
    return this.keys.findOneBy({ secretHash });
  }

  /** The organization's keys, oldest first. */
  listOf(organizationId: string): Promise<ApiKey[]> {
    return this.keys.find({
      where: { organizationId },
      order: { createdAt: 'ASC' },
    });
  }

  /** Revoked at `at`, unless it was already (the first revocation stands). */
  async revoke(id: string, at: Date): Promise<void> {
    await this.keys.update({ id, revokedAt: IsNull() }, { revokedAt: at });
  }

  async touch(id: string, at: Date): Promise<void> {
    await this.keys.update({ id }, { lastUsedAt: at });
  }
}
