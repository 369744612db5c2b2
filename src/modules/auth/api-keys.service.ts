import { timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import {
  generateApiKey,
  generateKeyId,
  hashApiKey,
  isWellFormedApiKey,
} from '../../../libs/api-key/api-key-format.js';
import { AppError } from '../../common/errors/app-error.js';
import { LOGGER } from '../../common/logging/logger.port.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { ApiKey } from './entities/api-key.entity.js';
import { ApiKeyRepository } from './repositories/api-key.repository.js';
import { OrganizationsService } from './organizations.service.js';
import { VerifiedKeyCache, type VerifiedKey } from './verified-key-cache.js';

/** lastUsedAt is written at most this often per key: no database write on the request path. */
const LAST_USED_WRITE_INTERVAL_MS = 60_000;

export interface IssuedKey {
  id: string;
  name: string | null;
  key: string;
  orgId: string;
  expiresAt: string | null;
}

@Injectable()
export class ApiKeysService {
  private readonly cache: VerifiedKeyCache;
  private readonly lastUsedWrittenAt = new Map<string, number>();

  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly orgs: OrganizationsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.cache = new VerifiedKeyCache(config.apiKeys.cacheTtlMs);
  }

  async issue(
    orgId: string,
    expiresAt: Date | null,
    name: string | null = null,
  ): Promise<IssuedKey> {
    const keyName = checkedKeyName(name);
    const org = await this.orgs.get(orgId);
    if (expiresAt && expiresAt.getTime() <= Date.now()) {
      throw AppError.unprocessable('must be in the future', 'expiresAt');
    }
    const key = generateApiKey(this.config.apiKeys.prefix);
    const row = await this.keys.insert({
      id: generateKeyId(),
      organizationId: org.id,
      secretHash: hashApiKey(key),
      expiresAt,
      name: keyName,
    });
    return {
      id: row.id,
      name: row.name,
      key,
      orgId: org.id,
      expiresAt: row.expiresAt?.toISOString() ?? null,
    };
  }

  /** Revokes a key; with `organizationId`, only that organization's (another's is not found). */
  async revoke(id: string, organizationId?: string): Promise<ApiKey> {
    const row = await this.keys.find(id, organizationId);
    if (!row) throw AppError.notFound(`No API key ${id}`);
    if (!row.revokedAt) {
      row.revokedAt = new Date();
      await this.keys.revoke(id, row.revokedAt);
    }
    this.cache.forgetKey(row.id);
    return row;
  }

  async list(orgId: string): Promise<ApiKey[]> {
    const org = await this.orgs.get(orgId);
    return this.keys.listOf(org.id);
  }

  /**
   * The organization a presented key belongs to, or null for any key that is malformed, unknown,
   * revoked or expired: callers can't tell these apart. A revocation is seen within the cache TTL.
   */
  async verify(presented: string): Promise<VerifiedKey | null> {
    if (!isWellFormedApiKey(presented, this.config.apiKeys.prefix)) return null;
    const hash = hashApiKey(presented);
    let verified = this.cache.get(hash);
    if (!verified) {
      const row = await this.keys.findByHash(hash);
      // The index found the row by hash; compare in constant time anyway, as defence in depth.
      if (
        !row ||
        !timingSafeEqual(Buffer.from(row.secretHash), Buffer.from(hash))
      )
        return null;
      if (row.revokedAt) return null;
      verified = {
        keyId: row.id,
        keyName: row.name,
        orgId: row.organizationId,
        expiresAt: row.expiresAt,
      };
      this.cache.set(hash, verified);
    }
    if (verified.expiresAt && verified.expiresAt.getTime() <= Date.now())
      return null;
    this.touch(verified.keyId);
    return verified;
  }

  private touch(keyId: string): void {
    const now = Date.now();
    if (
      now - (this.lastUsedWrittenAt.get(keyId) ?? 0) <
      LAST_USED_WRITE_INTERVAL_MS
    )
      return;
    this.lastUsedWrittenAt.set(keyId, now);
    this.keys.touch(keyId, new Date(now)).catch((err: unknown) => {
      // Best effort by design: a missed lastUsedAt must never fail the request.
      this.logger.warn({ err, keyId }, 'could not record lastUsedAt');
    });
  }
}

/** Longest key name. */
const KEY_NAME_MAX = 100;

/** A key's name as stored: trimmed, 1–100 characters of printable text; empty means none. */
function checkedKeyName(name: string | null): string | null {
  const trimmed = name?.trim() ?? '';
  if (trimmed === '') return null;
  // Control characters would let a name forge a line of a readable log, or hide in a list.
  // eslint-disable-next-line no-control-regex
  if (trimmed.length > KEY_NAME_MAX || /[\u0000-\u001f\u007f]/.test(trimmed))
    throw AppError.unprocessable(
      `must be at most ${KEY_NAME_MAX} characters of printable text`,
      'name',
    );
  return trimmed;
}
