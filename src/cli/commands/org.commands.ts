import type { Organization } from '../../modules/auth/entities/organization.entity.js';
import { AppError } from '../../common/errors/app-error.js';
import {
  ENRICHMENT_QUOTA,
  ORGANIZATIONS,
  QUOTA_READMISSION,
} from '../cli-services.js';
import { command, type AdminCommand } from '../admin-command.js';
import { parseQuota, parseRateLimit, requiredFlag } from '../cli-args.js';

const orgJson = (org: Organization) => ({
  id: org.id,
  name: org.name,
  quota: org.monthlyQuota,
  rateLimitPerMinute: org.rateLimitPerMinute,
});

const QUOTA = {
  value: '<n|none>',
  description:
    'enrichments per UTC calendar month; none = unlimited (the default)',
};

export const ORG_COMMANDS: Record<string, AdminCommand> = {
  'org:create': command({
    summary: 'Create an organization',
    flags: {
      name: requiredFlag('<name>', 'its name'),
      quota: QUOTA,
    },
    prints: '{"id","name","quota"}',
    uses: { organizations: ORGANIZATIONS },
    async run(ctx, flags) {
      const { name } = flags;
      const org = await ctx.services.organizations.create(
        name,
        parseQuota(flags.quota),
      );
      // Exactly the documented shape: scripts depend on it.
      return { id: org.id, name: org.name, quota: org.monthlyQuota };
    },
  }),
  'org:update': command({
    summary: "Change an organization's quota or rate limit",
    flags: {
      id: requiredFlag('<orgId>', 'the organization'),
      quota: QUOTA,
      'rate-limit': {
        value: '<n|none>',
        description:
          'requests per minute per API key; none = RATE_LIMIT_PER_MINUTE',
      },
    },
    details: [
      'At least one of --quota and --rate-limit.',
      'With --quota, actors refused for quota this month are admitted after all, oldest first, as',
      'far as the new quota allows (each counted like a create) and queued for enrichment; how many',
      'is said on stderr. Running the command again resumes an interrupted re-admission.',
    ].join('\n'),
    prints: '{"id","name","quota","rateLimitPerMinute"}',
    uses: {
      enrichmentQuota: ENRICHMENT_QUOTA,
      organizations: ORGANIZATIONS,
      quotaReadmission: QUOTA_READMISSION,
    },
    changesActors: true,
    async run(ctx, flags, io) {
      const { id } = flags;
      if (flags.quota === undefined && flags['rate-limit'] === undefined)
        throw AppError.badRequest('org:update needs --quota or --rate-limit');
      const changes = {
        ...(flags.quota !== undefined && {
          monthlyQuota: parseQuota(flags.quota),
        }),
        ...(flags['rate-limit'] !== undefined && {
          rateLimitPerMinute: parseRateLimit(flags['rate-limit']),
        }),
      };
      // A quota changes with the month's counts (EnrichmentQuotaService.setQuota).
      const org =
        flags.quota !== undefined
          ? await ctx.services.enrichmentQuota.setQuota(id, changes)
          : await ctx.services.organizations.update(id, changes);
      if (flags.quota !== undefined) {
        const readmitted = await ctx.services.quotaReadmission.readmit(org.id);
        if (readmitted)
          io.stderr(
            `re-admitted ${readmitted} actor${readmitted === 1 ? '' : 's'} refused for quota this month\n`,
          );
      }
      return orgJson(org);
    },
  }),
  'org:list': command({
    summary: 'List every organization, oldest first',
    flags: {},
    prints: '[{"id","name","quota","rateLimitPerMinute","createdAt"}]',
    uses: { organizations: ORGANIZATIONS },
    async run(ctx) {
      const orgs = await ctx.services.organizations.list();
      return orgs.map((org) => ({
        ...orgJson(org),
        createdAt: org.createdAt,
      }));
    },
  }),
};
