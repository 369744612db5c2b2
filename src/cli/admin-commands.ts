import type { INestApplicationContext } from '@nestjs/common';
import { AppError } from '../common/errors/app-error.js';
import { DataSource } from 'typeorm';
import { migrate } from '../database/data-source.js';
import { ApiKeysService } from '../modules/auth/api-keys.service.js';
import type { Organization } from '../modules/auth/entities/organization.entity.js';
import { OrganizationsService } from '../modules/auth/organizations.service.js';
import { IcpProfilesService } from '../modules/scoring/icp-profiles.service.js';
import { readJsonFile } from './read-json-file.js';
import {
  parseFlags,
  parseInstant,
  parseQuota,
  parseRateLimit,
  required,
} from './cli-args.js';

type Command = (
  ctx: INestApplicationContext,
  args: string[],
) => Promise<unknown>;

const iso = (d: Date | null) => d?.toISOString() ?? null;

const orgJson = (org: Organization) => ({
  id: org.id,
  name: org.name,
  quota: org.monthlyQuota,
  rateLimitPerMinute: org.rateLimitPerMinute,
});

/** Each command returns the one JSON value it prints. The interface is fixed: see README. */
export const ADMIN_COMMANDS: Record<string, Command> = {
  'db:migrate': async (ctx, args) => {
    parseFlags(args, []);
    return { applied: await migrate(ctx.get(DataSource)) };
  },
  'org:create': async (ctx, args) => {
    const flags = parseFlags(args, ['name', 'quota']);
    const name = required(flags, 'name');
    const org = await ctx
      .get(OrganizationsService)
      .create(name, parseQuota(flags.quota));
    // Exactly the documented shape: scripts depend on it.
    return { id: org.id, name: org.name, quota: org.monthlyQuota };
  },
  'org:update': async (ctx, args) => {
    const flags = parseFlags(args, ['id', 'quota', 'rate-limit']);
    const id = required(flags, 'id');
    if (flags.quota === undefined && flags['rate-limit'] === undefined)
      throw AppError.badRequest('org:update needs --quota or --rate-limit');
    const org = await ctx.get(OrganizationsService).update(id, {
      ...(flags.quota !== undefined && {
        monthlyQuota: parseQuota(flags.quota),
      }),
      ...(flags['rate-limit'] !== undefined && {
        rateLimitPerMinute: parseRateLimit(flags['rate-limit']),
      }),
    });
    return orgJson(org);
  },
  'icp:set': async (ctx, args) => {
    const flags = parseFlags(args, ['org', 'file']);
    const orgId = required(flags, 'org');
    const input = readJsonFile(required(flags, 'file'));
    const { profile } = await ctx.get(IcpProfilesService).set(orgId, input);
    // Scores are recomputed by the workers, not here: "rescoring" says it has been scheduled.
    return { orgId, status: 'rescoring', rules: profile.rules.length };
  },
  'icp:show': async (ctx, args) => {
    const flags = parseFlags(args, ['org']);
    return ctx.get(IcpProfilesService).show(required(flags, 'org'));
  },
  'icp:clear': async (ctx, args) => {
    const flags = parseFlags(args, ['org']);
    const orgId = required(flags, 'org');
    await ctx.get(IcpProfilesService).clear(orgId);
    return { orgId, cleared: true };
  },
  'key:issue': async (ctx, args) => {
    const flags = parseFlags(args, ['org', 'expires-at']);
    const expiresAt = parseInstant(flags['expires-at'], '--expires-at');
    return ctx.get(ApiKeysService).issue(required(flags, 'org'), expiresAt);
  },
  'key:revoke': async (ctx, args) => {
    const flags = parseFlags(args, ['id']);
    const key = await ctx.get(ApiKeysService).revoke(required(flags, 'id'));
    return { id: key.id, revokedAt: iso(key.revokedAt) };
  },
  'key:list': async (ctx, args) => {
    const flags = parseFlags(args, ['org']);
    const keys = await ctx.get(ApiKeysService).list(required(flags, 'org'));
    return keys.map((k) => ({
      id: k.id,
      createdAt: iso(k.createdAt),
      expiresAt: iso(k.expiresAt),
      revokedAt: iso(k.revokedAt),
      lastUsedAt: iso(k.lastUsedAt),
    }));
  },
};
