import type { ProviderId } from '../../../libs/providers/registry.js';
import { AppError } from '../../common/errors/app-error.js';
import {
  isProviderId,
  PROVIDER_IDS,
  PROVIDER_MODES,
  type ProviderMode,
} from '../../modules/providers/provider-ids.js';
import { PROVIDER_KEYS } from '../cli-services.js';
import { command, type AdminCommand } from '../admin-command.js';
import { ORG, requiredFlag } from '../cli-args.js';

const PROVIDER = requiredFlag(
  `<${PROVIDER_IDS.join('|')}>`,
  'the data provider (docs/providers)',
);

/** --provider, known to be given (it is a required flag). */
function providerOf(flags: { provider: string }): ProviderId {
  const value = flags.provider;
  if (!isProviderId(value))
    throw AppError.badRequest(
      `must be one of ${PROVIDER_IDS.join(', ')}`,
      'provider',
    );
  return value;
}

function wholeNumber(
  value: string | undefined,
  field: string,
  range: [number, number],
): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{1,9}$/.test(value) || +value < range[0] || +value > range[1])
    throw AppError.badRequest(
      `must be a whole number from ${range[0]} to ${range[1]}`,
      field,
    );
  return Number(value);
}

function modeOf(value: string | undefined): ProviderMode | undefined {
  if (value === undefined) return undefined;
  if (!(PROVIDER_MODES as readonly string[]).includes(value))
    throw AppError.badRequest(`must be ${PROVIDER_MODES.join(' or ')}`, 'mode');
  return value as ProviderMode;
}

export const PROVIDER_COMMANDS: Record<string, AdminCommand> = {
  'provider:set': command({
    sealsWebhookSecrets: true,
    summary:
      "Set an organization's key for a data provider (stored sealed, never shown again)",
    flags: {
      org: ORG,
      provider: PROVIDER,
      key: requiredFlag('<apiKey>', "the provider's API key"),
      'min-confidence': {
        value: '<1-10>',
        description:
          'facts from matches below this confidence are not kept, on PDL’s 1–10 scale (default 6)',
      },
      'monthly-budget': {
        value: '<n|none>',
        description:
          'credits (or calls, as the provider bills) a month; when spent, the provider is skipped',
      },
      mode: {
        value: '<gaps|always>',
        description:
          'gaps (default): asked only for facts the ICP profile uses that research left missing, or an unknown person; always: every enrichment',
      },
    },
    prints:
      '{"provider","keySource","position","status","mode","minConfidence","monthlyBudget","month","calls","matches","spend"}',
    details:
      'Providers are asked in the order they were first set (setting one again keeps its place and makes its status valid again). Needs WEBHOOK_SECRETS_KEY, as webhook:add does: keys are sealed with it.',
    uses: { providerKeys: PROVIDER_KEYS },
    async run(ctx, flags) {
      const budget = flags['monthly-budget'];
      return ctx.services.providerKeys.set(
        flags.org,
        providerOf(flags),
        flags.key,
        {
          minConfidence: wholeNumber(
            flags['min-confidence'],
            'minConfidence',
            [1, 10],
          ),
          monthlyBudget:
            budget === 'none'
              ? null
              : wholeNumber(budget, 'monthlyBudget', [0, 1e9]),
          mode: modeOf(flags.mode),
        },
      );
    },
  }),
  'provider:list': command({
    summary:
      "An organization's data providers in the order they are asked: status, budget, this month's use (never the keys)",
    flags: { org: ORG },
    prints:
      '[{"provider","keySource","position","status","statusDetail","mode","minConfidence","monthlyBudget","month","calls","matches","spend"}]',
    uses: { providerKeys: PROVIDER_KEYS },
    async run(ctx, flags) {
      return ctx.services.providerKeys.list(flags.org);
    },
  }),
  'provider:remove': command({
    summary: "Remove an organization's key for a data provider",
    flags: { org: ORG, provider: PROVIDER },
    prints: '{"orgId","provider","removed":true}',
    uses: { providerKeys: PROVIDER_KEYS },
    async run(ctx, flags) {
      const orgId = flags.org;
      const provider = providerOf(flags);
      await ctx.services.providerKeys.remove(orgId, provider);
      return { orgId, provider, removed: true };
    },
  }),
};
