// Slack hot signups through an incoming webhook (https://docs.slack.dev/messaging/sending-messages-using-incoming-webhooks):
// the first time a signup's score reaches the organization's hot band, it is posted, once. A
// burst goes out as one digest a minute, not a message a signup. At most once per actor: a post
// that timed out may have reached the channel, so it is never sent again (the mechanism closes it
// as `unknown`). The webhook URL is a secret: sealed, shown only as its host and ids.
import {
  DestinationInputError,
  type DestinationAdapter,
  type DestinationContext,
  type SyncOutcome,
} from '../destination.js';
import { slackDigest } from './slack-digest.js';
import { slackVerdict, type SlackVerdict } from './slack-errors.js';

export interface SlackCredentials {
  webhookUrl: string;
}

type SlackSettings = Record<string, never>;
type SlackContext = DestinationContext<SlackCredentials, SlackSettings>;

/** How an incoming webhook's URL looks: /services/T…/B…/<secret>. */
const WEBHOOK_PATH = /^\/services\/[A-Za-z0-9]+\/[A-Za-z0-9]+\/[A-Za-z0-9]+$/;

export const slackAdapter: DestinationAdapter<SlackCredentials, SlackSettings> =
  {
    kind: 'slack',
    documentedVersion: 'Slack incoming webhooks, Block Kit',
    changes: ['scored', 'rescored'],
    delivery: 'at-most-once',
    batching: {
      maxRecords: 500,
      quietMs: 0,
      maxWaitMs: 0,
      minIntervalMs: 60_000,
      batchesPerRun: 1,
    },
    objects: [],
    defaultMapping: {},
    parseCredentials(input) {
      const raw = input.webhookUrl?.trim();
      if (!raw)
        throw new DestinationInputError('webhookUrl', 'must not be empty');
      let url: URL;
      try {
        url = new URL(raw);
      } catch {
        throw new DestinationInputError('webhookUrl', 'is not a URL');
      }
      if (
        !['https:', 'http:'].includes(url.protocol) ||
        url.username ||
        url.password ||
        url.search ||
        url.hash ||
        !WEBHOOK_PATH.test(url.pathname)
      )
        throw new DestinationInputError(
          'webhookUrl',
          'must be a Slack incoming webhook URL: https://hooks.slack.com/services/T…/B…/…',
        );
      return { webhookUrl: url.toString() };
    },

    parseSettings() {
      return {};
    },

    describeCredentials({ webhookUrl }) {
      const url = new URL(webhookUrl);
      const [, , team, bot] = url.pathname.split('/');
      return `${url.host}/services/${team}/${bot}/…`;
    },

    budgets({ webhookUrl }) {
      const [, , team, bot] = new URL(webhookUrl).pathname.split('/');
      // About one message a second; measured here as sent, there as received: a margin.
      return {
        default: { key: `slack:${team}:${bot}`, limit: 1, windowMs: 1100 },
      };
    },

    accepts(item) {
      return item.actor.band === 'hot' && item.firstSyncedAt === null;
    },

    async connect(ctx) {
      const verdict = await post(ctx, {
        text: 'Signup enrichment is connected: hot signups will be posted here.',
      });
      if (verdict.kind === 'posted')
        return {
          kind: 'ready',
          account: {},
          accountLabel: slackAdapter.describeCredentials(ctx.credentials),
          notes: [],
        };
      if (verdict.kind === 'gone')
        return { kind: 'unauthorized', detail: verdict.detail };
      if (verdict.kind === 'blocked')
        return { kind: 'forbidden', detail: verdict.detail, missing: [] };
      if (verdict.kind === 'refused')
        return { kind: 'unavailable', reason: verdict.detail };
      if (verdict.kind === 'throttled')
        return {
          kind: 'unavailable',
          reason: 'Slack asked us to wait; try again in a minute',
        };
      return { kind: 'unavailable', reason: verdict.reason };
    },

    async sync(items, ctx): Promise<SyncOutcome> {
      const people = items.map((i) => i.actor);
      const first = people.find((p) => p.dashboardUrl)?.dashboardUrl;
      const hotList = first
        ? first.replace(
            /\/dashboard\/actors\/[^/]+$/,
            '/dashboard/signups?band=hot',
          )
        : null;
      const verdict = await post(ctx, slackDigest(people, hotList));
      switch (verdict.kind) {
        case 'posted':
          return {
            kind: 'done',
            records: items.map((i) => ({
              ref: i.ref,
              outcome: 'synced',
              crmIds: {},
              written: {},
            })),
          };
        case 'refused':
          return {
            kind: 'done',
            records: items.map((i) => ({
              ref: i.ref,
              outcome: 'failed',
              message: verdict.detail,
            })),
          };
        case 'gone':
          return { kind: 'unauthorized', detail: verdict.detail };
        case 'blocked':
          return { kind: 'forbidden', detail: verdict.detail, missing: [] };
        default:
          return verdict;
      }
    },

    mappableTargets() {
      return {};
    },
  };

function post(ctx: SlackContext, message: unknown): Promise<SlackVerdict> {
  return ctx.http
    .request({
      method: 'POST',
      url: ctx.credentials.webhookUrl,
      body: JSON.stringify(message),
    })
    .then(slackVerdict);
}
