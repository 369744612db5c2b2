import { API_KEYS } from '../cli-services.js';
import { command, type AdminCommand } from '../admin-command.js';
import { ORG, parseInstant, requiredFlag } from '../cli-args.js';

export const KEY_COMMANDS: Record<string, AdminCommand> = {
  'key:issue': command({
    summary: 'Issue an API key (shown once, in this output only)',
    flags: {
      org: ORG,
      'expires-at': {
        value: '<instant>',
        description:
          'ISO-8601 date-time with a zone, e.g. 2027-01-01T00:00:00Z',
      },
      name: {
        value: '<name>',
        description:
          'what the key is for, e.g. "CRM sync" (up to 100 characters): shown by key:list, the dashboard and the logs',
      },
    },
    prints: '{"id","name","key","orgId","expiresAt"}',
    uses: { apiKeys: API_KEYS },
    async run(ctx, flags) {
      const expiresAt = parseInstant(flags['expires-at'], '--expires-at');
      return ctx.services.apiKeys.issue(
        flags.org,
        expiresAt,
        flags.name ?? null,
      );
    },
  }),
  'key:revoke': command({
    summary: 'Revoke an API key (effective within API_KEY_CACHE_TTL_MS)',
    flags: { id: requiredFlag('<keyId>', 'the key') },
    prints: '{"id","revokedAt"}',
    uses: { apiKeys: API_KEYS },
    async run(ctx, flags) {
      const key = await ctx.services.apiKeys.revoke(flags.id);
      return { id: key.id, revokedAt: key.revokedAt };
    },
  }),
  'key:list': command({
    summary: "List an organization's API keys (never the keys themselves)",
    flags: { org: ORG },
    prints: '[{"id","name","createdAt","expiresAt","revokedAt","lastUsedAt"}]',
    uses: { apiKeys: API_KEYS },
    async run(ctx, flags) {
      const keys = await ctx.services.apiKeys.list(flags.org);
      return keys.map((k) => ({
        id: k.id,
        name: k.name,
        createdAt: k.createdAt,
        expiresAt: k.expiresAt,
        revokedAt: k.revokedAt,
        lastUsedAt: k.lastUsedAt,
      }));
    },
  }),
};
