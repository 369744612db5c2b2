// HubSpot (https://developers.hubspot.com/docs/api-reference): contacts upserted by email, their
// companies found by domain or created, associated, in batches of up to 100 within the portal's
// burst limit. Plain HTTP rather than @hubspot/api-client: its current major needs Node 22, it
// sleeps through a 429 inside the call (we must release the worker and record "throttled"), and
// its limiter is per process where the burst limit is per portal across every worker.
import {
  DestinationInputError,
  type DestinationAdapter,
  type EraseItem,
  type MappableTarget,
  type RecordOutcome,
  type SyncOutcome,
} from '../destination.js';
import {
  accountOf,
  hubspotCall,
  HUBSPOT_TIERS,
  type HubSpotContext,
  type HubSpotCredentials,
  type HubSpotSettings,
  type HubSpotTier,
} from './hubspot-account.js';
import {
  HUBSPOT_BATCH_SIZE,
  HUBSPOT_OBJECT_TYPE_IDS,
  HUBSPOT_PATHS,
} from './hubspot-api.js';
import { connectHubSpot } from './hubspot-connect.js';
import { hubspotFailure, messageOf } from './hubspot-errors.js';
import { HUBSPOT_DEFAULT_MAPPING, OWN_PREFIX } from './hubspot-properties.js';
import { syncHubSpot } from './hubspot-sync.js';

const TIERS = Object.keys(HUBSPOT_TIERS) as HubSpotTier[];

export const hubspotAdapter: DestinationAdapter<
  HubSpotCredentials,
  HubSpotSettings
> = {
  kind: 'hubspot',
  documentedVersion: 'HubSpot CRM v3 objects and properties, associations v4',
  changes: ['enriched', 'scored', 'rescored', 'erased'],
  delivery: 'at-least-once',
  batching: {
    maxRecords: HUBSPOT_BATCH_SIZE,
    quietMs: 500,
    maxWaitMs: 10_000,
    minIntervalMs: 0,
    batchesPerRun: 3,
  },
  objects: [
    { type: 'contact', keyedBy: 'actor', label: 'Contact' },
    { type: 'company', keyedBy: 'domain', label: 'Company' },
  ],
  defaultMapping: HUBSPOT_DEFAULT_MAPPING,
  parseCredentials(input) {
    const token = input.token?.trim();
    if (!token) throw new DestinationInputError('token', 'must not be empty');
    if (/\s/.test(token) || token.length > 500)
      throw new DestinationInputError('token', 'is not a HubSpot access token');
    return { token };
  },

  parseSettings(input, current) {
    const tier = (input.tier ?? current?.tier ?? 'free') as HubSpotTier;
    if (!TIERS.includes(tier))
      throw new DestinationInputError(
        'tier',
        `must be one of ${TIERS.join(', ')}`,
      );
    const raw = input.burstLimit;
    let burstLimit = current?.burstLimit ?? null;
    if (raw !== undefined) {
      if (raw === '' || raw === 'tier') burstLimit = null;
      else if (!/^\d{1,4}$/.test(raw) || +raw < 1 || +raw > 1000)
        throw new DestinationInputError(
          'burstLimit',
          'must be a whole number from 1 to 1000',
        );
      else burstLimit = Number(raw);
    }
    const erase = (input.erase ??
      current?.erase ??
      'keep') as HubSpotSettings['erase'];
    if (erase !== 'keep' && erase !== 'delete')
      throw new DestinationInputError('erase', 'must be keep or delete');
    return { tier, burstLimit, erase };
  },

  describeCredentials(credentials) {
    return `token …${credentials.token.slice(-4)}`;
  },

  budgets(credentials, settings, account) {
    const { portalId, appId } = accountOf(account);
    // Per portal and app (the burst limit is the app's); a token's tail when connect did not say.
    const key = `hubspot:${portalId ?? credentials.token.slice(-8)}:${appId ?? ''}`;
    // HubSpot counts requests as they arrive, we as they leave: a margin keeps a request that
    // was slow on its way from landing inside a window we thought it had left.
    return {
      default: {
        key,
        limit: settings.burstLimit ?? HUBSPOT_TIERS[settings.tier],
        windowMs: 10_500,
      },
      search: { key: `${key}:search`, limit: 5, windowMs: 1100 },
    };
  },

  connect: connectHubSpot,
  sync: syncHubSpot,

  async erase(items, ctx) {
    return eraseContacts(items, ctx);
  },

  recordUrl(objectType, crmId, json) {
    const account = accountOf(json);
    const typeId =
      HUBSPOT_OBJECT_TYPE_IDS[
        objectType as keyof typeof HUBSPOT_OBJECT_TYPE_IDS
      ];
    if (!typeId || account.portalId === null) return null;
    return `https://${account.uiDomain}/contacts/${account.portalId}/record/${typeId}/${encodeURIComponent(crmId)}`;
  },

  mappableTargets(json) {
    const account = accountOf(json);
    const targets = (
      list: typeof account.properties.contact,
    ): MappableTarget[] =>
      list.map((p) => ({
        name: p.name,
        label: p.label,
        own: p.name.startsWith(OWN_PREFIX),
      }));
    return {
      contact: targets(account.properties.contact),
      company: targets(account.properties.company).filter(
        (t) => t.name !== `${OWN_PREFIX}domain`,
      ),
    };
  },
};

/**
 * `--erase delete`: HubSpot's GDPR delete, one contact a request, by the id we stored (by email,
 * an unknown address would be added to HubSpot's blocklist). A contact already gone is done.
 */
async function eraseContacts(
  items: EraseItem[],
  ctx: HubSpotContext,
): Promise<SyncOutcome> {
  const records: RecordOutcome[] = [];
  for (const item of items) {
    const id = item.crmIds.contact;
    if (!id) {
      records.push({
        ref: item.ref,
        outcome: 'skipped',
        reason: 'no contact was written',
      });
      continue;
    }
    const res = await hubspotCall(ctx, 'POST', HUBSPOT_PATHS.gdprDelete, {
      objectId: id,
    });
    const failure = hubspotFailure(
      res,
      ctx.now(),
      accountOf(ctx.account).timeZone,
    );
    if (failure) return { ...failure, records };
    if (res.kind === 'answered' && res.status >= 400 && res.status !== 404)
      records.push({
        ref: item.ref,
        outcome: 'failed',
        message: messageOf(res.json) ?? `HTTP ${res.status}`,
      });
    else
      records.push({
        ref: item.ref,
        outcome: 'synced',
        crmIds: {},
        written: {},
      });
  }
  return { kind: 'done', records };
}
