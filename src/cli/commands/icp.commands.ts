import { DOMAIN, ICP_PROFILES, SET_ICP_PROFILE } from '../cli-modules.js';
import type { AdminCommand } from '../admin-command.js';
import { required } from '../cli-args.js';
import { readJsonFile } from '../read-json-file.js';

const ORG = {
  value: '<orgId>',
  description: 'the organization',
  required: true,
};

export const ICP_COMMANDS: Record<string, AdminCommand> = {
  'icp:set': {
    summary: "Set an organization's ICP profile; its actors are rescored",
    flags: {
      org: ORG,
      file: {
        value: '<icp.json>',
        description: 'the profile (see docs/scoring.md; examples/icp.json)',
        required: true,
      },
    },
    prints: '{"orgId","status":"rescoring","rules","rescoring"}',
    modules: DOMAIN,
    async run(ctx, flags) {
      const orgId = required(flags, 'org');
      const input = readJsonFile(required(flags, 'file'));
      const { profile, rescoring } = await (
        await ctx.use(SET_ICP_PROFILE)
      ).run(orgId, input);
      // Scores are recomputed by the workers, not here: "rescoring" says it has been queued, and
      // for how many actors (each keeps its current score, marked stale, until its new one lands).
      return {
        orgId,
        status: 'rescoring',
        rules: profile.rules.length,
        rescoring,
      };
    },
  },
  'icp:show': {
    summary: "Print an organization's ICP profile",
    flags: { org: ORG },
    prints: 'the stored profile',
    modules: DOMAIN,
    async run(ctx, flags) {
      return (await ctx.use(ICP_PROFILES)).show(required(flags, 'org'));
    },
  },
  'icp:clear': {
    summary: "Remove an organization's ICP profile and its actors' scores",
    flags: { org: ORG },
    prints: '{"orgId","cleared":true}',
    modules: DOMAIN,
    async run(ctx, flags) {
      const orgId = required(flags, 'org');
      await (await ctx.use(ICP_PROFILES)).clear(orgId);
      return { orgId, cleared: true };
    },
  },
};
