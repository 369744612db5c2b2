import { ICP_PROFILES, SET_ICP_PROFILE } from '../cli-services.js';
import { command, type AdminCommand } from '../admin-command.js';
import { ORG, requiredFlag } from '../cli-args.js';
import { readJsonFile } from '../read-json-file.js';

export const ICP_COMMANDS: Record<string, AdminCommand> = {
  'icp:set': command({
    summary: "Set an organization's ICP profile; its actors are rescored",
    flags: {
      org: ORG,
      file: requiredFlag(
        '<icp.json>',
        'the profile (see docs/scoring.md; examples/icp.json)',
      ),
    },
    prints: '{"orgId","status":"rescoring","rules","rescoring"}',
    uses: { setIcpProfile: SET_ICP_PROFILE },
    changesActors: true,
    async run(ctx, flags) {
      const orgId = flags.org;
      const input = readJsonFile(flags.file);
      const { profile, rescoring } = await ctx.services.setIcpProfile.run(
        orgId,
        input,
      );
      // Scores are recomputed by the workers, not here: "rescoring" says it has been queued, and
      // for how many actors (each keeps its current score, marked stale, until its new one lands).
      return {
        orgId,
        status: 'rescoring',
        rules: profile.rules.length,
        rescoring,
      };
    },
  }),
  'icp:show': command({
    summary: "Print an organization's ICP profile",
    flags: { org: ORG },
    prints: 'the stored profile',
    uses: { icpProfiles: ICP_PROFILES },
    async run(ctx, flags) {
      return ctx.services.icpProfiles.show(flags.org);
    },
  }),
  'icp:clear': command({
    summary: "Remove an organization's ICP profile and its actors' scores",
    flags: { org: ORG },
    prints: '{"orgId","cleared":true}',
    uses: { icpProfiles: ICP_PROFILES },
    changesActors: true,
    async run(ctx, flags) {
      const orgId = flags.org;
      await ctx.services.icpProfiles.clear(orgId);
      return { orgId, cleared: true };
    },
  }),
};
